import type { TripDetail } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/brand-context';
import { useBrandLocale, useMoneyFormat, usePointsFormat } from '../../../lib/money';
import type { GuestKey } from '../model/guest-key';
import { formatDay } from '../model/trip-format';
import { CancellationPanel } from './cancellation-panel';
import { TripDownloads } from './trip-downloads';
import { TripItems } from './trip-items';
import styles from './trips.module.css';

/** The order after the booking: status, the whole trip, who travels, how it was paid, invoices, cancellation. */
export function TripPage({ trip, guest }: { trip: TripDetail; guest: GuestKey | null }) {
  const { t } = useTranslation('trips');
  const locale = useBrandLocale();
  const money = useMoneyFormat();
  const formatPoints = usePointsFormat();
  // The brand's name for its points ("Wayfare Miles"), as the checkout shows them.
  const pointsLabel = useBrand().brand.customPointsLabel;
  const points = (count: number) => formatPoints(count, pointsLabel);
  const { totals } = trip;
  return (
    <main className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('order.title')}</h1>
        <p className={styles.orderNumber}>
          {t('order.number')} <strong data-testid="trip-order-number">{trip.orderNumber}</strong>{' '}
          <span className={`${styles.status} ${styles[`status${trip.status}`]}`} data-testid="trip-status">
            {t(`status.${trip.status}`)}
          </span>
        </p>
        <p className={styles.muted}>
          {formatDay(trip.startDate, locale)} – {formatDay(trip.endDate, locale)} ·{' '}
          {t('order.booked', { date: formatDay(trip.createdAt, locale) })}
        </p>
        <TripDownloads trip={trip} guest={guest} />
      </div>
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.section} aria-labelledby="trip-items">
            <h2 id="trip-items">{t('trip.title')}</h2>
            <TripItems products={trip.products} locale={locale} />
          </section>
          <section className={styles.section} aria-labelledby="trip-travellers">
            <h2 id="trip-travellers">{t('travellers.title')}</h2>
            <ul className={styles.plain} data-testid="trip-travellers">
              {trip.travellers.map((traveller) => (
                <li key={traveller.travellerId}>
                  {traveller.firstName} {traveller.lastName}{' '}
                  <span className={styles.muted}>{t(`travellers.type.${traveller.type}`)}</span>
                </li>
              ))}
            </ul>
            {trip.contact ? (
              <p className={styles.muted}>
                {t('travellers.contact', {
                  name: `${trip.contact.firstName} ${trip.contact.lastName}`,
                  email: trip.contact.email,
                })}
              </p>
            ) : null}
          </section>
          <CancellationPanel trip={trip} guest={guest} locale={locale} />
        </div>
        <aside className={styles.column}>
          <section className={styles.section} aria-labelledby="trip-payment">
            <h2 id="trip-payment">{t('payment.title')}</h2>
            <dl className={styles.facts}>
              {totals.toPayByCard.amount > 0 ? (
                <>
                  <dt>{t('payment.card')}</dt>
                  <dd>{money(totals.toPayByCard)}</dd>
                </>
              ) : null}
              {totals.pointsUsed > 0 ? (
                <>
                  <dt>{t('payment.points', { points: points(totals.pointsUsed) })}</dt>
                  <dd>{money(totals.paidWithPoints)}</dd>
                </>
              ) : null}
              {totals.paidWithVoucher.amount > 0 ? (
                <>
                  <dt>{t('payment.voucher')}</dt>
                  <dd>{money(totals.paidWithVoucher)}</dd>
                </>
              ) : null}
              <dt className={styles.total}>{t('payment.total')}</dt>
              <dd className={styles.total} data-testid="trip-total">
                {money(totals.total)}
              </dd>
            </dl>
          </section>
          <section className={styles.section} aria-labelledby="trip-invoices">
            <h2 id="trip-invoices">{t('invoices.title')}</h2>
            {trip.invoices.length === 0 ? (
              <p className={styles.muted}>{t('invoices.none')}</p>
            ) : (
              <ul className={styles.plain}>
                {trip.invoices.map((invoice) => (
                  <li key={invoice.invoiceId}>
                    {invoice.companyName} · {invoice.vatId}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </aside>
      </div>
    </main>
  );
}
