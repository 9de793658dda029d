import type { TripSummary } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/ui/kit/button';
import { getAuthToken } from '../../../lib/cookies';
import { useBrandLocale, useMoneyFormat } from '../../../lib/money';
import { useMyTrips } from '../api/trips-api';
import { formatDay } from '../model/trip-format';
import styles from './trips.module.css';

/** `/trips`: the signed-in member's orders, upcoming then past; a guest is led to the lookup form. */
export function TripsListPage() {
  const { t } = useTranslation('trips');
  const signedIn = Boolean(getAuthToken());
  const trips = useMyTrips(signedIn);
  const unauthorised = !signedIn || (trips.error as { status?: number } | null)?.status === 401;

  let body;
  if (unauthorised) body = <p>{t('list.signedOut')}</p>;
  else if (trips.isPending) body = <p aria-busy="true">{t('list.loading')}</p>;
  else if (trips.isError) body = <p role="alert">{t('list.loadFailed')}</p>;
  else
    body = (
      <>
        <TripGroup title={t('list.upcoming')} trips={trips.data.upcoming} testId="trips-upcoming" />
        <TripGroup title={t('list.past')} trips={trips.data.past} testId="trips-past" />
      </>
    );
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('list.title')}</h1>
      {body}
      <p className={styles.section}>
        <LinkButton variant="ghost" href="/trips/find">
          {t('find.link')}
        </LinkButton>
      </p>
    </main>
  );
}

function TripGroup({ title, trips, testId }: { title: string; trips: TripSummary[]; testId: string }) {
  const { t } = useTranslation('trips');
  const locale = useBrandLocale();
  const money = useMoneyFormat();
  return (
    <section className={styles.section} aria-label={title}>
      <h2>{title}</h2>
      {trips.length === 0 ? (
        <p className={styles.muted}>{t('list.empty')}</p>
      ) : (
        <ul className={styles.items} data-testid={testId}>
          {trips.map((trip) => (
            <li key={trip.orderNumber} className={styles.card}>
              <Link to={`/trips/${trip.orderNumber}`} className={styles.tripLink}>
                <span className={styles.cardTitle}>{trip.title}</span>
                <span className={styles.muted}>
                  {formatDay(trip.startDate, locale)} – {formatDay(trip.endDate, locale)} · {trip.orderNumber}
                </span>
                <span>
                  <span className={`${styles.status} ${styles[`status${trip.status}`]}`}>
                    {t(`status.${trip.status}`)}
                  </span>{' '}
                  {money(trip.total)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
