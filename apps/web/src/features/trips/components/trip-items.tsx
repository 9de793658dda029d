import type { CartProduct } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { conditionText, fareConditions } from '../../../lib/fare-conditions';
import { useMoneyFormat } from '../../../lib/money';
import { clockTime, formatDay, tripItems } from '../model/trip-format';
import type { TripItem } from '../model/trip-format';
import styles from './trips.module.css';

/** Every leg and stay in full, as the cart holds them (issue 18: "as the review step shows it"). */
export function TripItems({ products, locale }: { products: readonly CartProduct[]; locale: string }) {
  return (
    <ol className={styles.items}>
      {tripItems(products).map((item) => (
        <li key={item.key} className={styles.card}>
          {item.kind === 'flight' ? (
            <FlightItem item={item} locale={locale} />
          ) : (
            <StayItem item={item} locale={locale} />
          )}
        </li>
      ))}
    </ol>
  );
}

function FlightItem({ item, locale }: { item: Extract<TripItem, { kind: 'flight' }>; locale: string }) {
  const { t } = useTranslation('trips');
  const { t: tFlights } = useTranslation('flights');
  const formatMoney = useMoneyFormat();
  const { journey } = item;
  return (
    <>
      <h3 className={styles.cardTitle}>
        {t(`trip.${item.direction}`)} · {journey.departure.city} → {journey.arrival.city}
      </h3>
      <p className={styles.muted}>
        {formatDay(journey.departure.time, locale)} · {t('trip.stops', { count: journey.stops })} · {item.fareName}
      </p>
      {item.direction === 'outbound' && item.terms.fareRules && (
        <p className={styles.muted} data-testid="trip-fare-terms">
          {fareConditions(item.terms)
            .map((condition) => conditionText(tFlights, condition, formatMoney))
            .join(' · ')}
        </p>
      )}
      <ul className={styles.segments}>
        {journey.segments.map((segment) => (
          <li key={segment.id}>
            <strong>
              {clockTime(segment.departure.time)} {segment.departure.airport} → {clockTime(segment.arrival.time)}{' '}
              {segment.arrival.airport}
            </strong>{' '}
            <span className={styles.muted}>
              {segment.carrier.name} {segment.flightNumber}
              {segment.departure.terminal ? ` · ${t('trip.terminal', { terminal: segment.departure.terminal })}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

function StayItem({ item, locale }: { item: Extract<TripItem, { kind: 'stay' }>; locale: string }) {
  const { t } = useTranslation('trips');
  const { stay } = item;
  const address = [
    stay.accommodation.address.street,
    stay.accommodation.address.postalCode,
    stay.accommodation.address.city,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <>
      <h3 className={styles.cardTitle}>{stay.accommodation.name}</h3>
      <p className={styles.muted}>{address}</p>
      <dl className={styles.facts}>
        <dt>{t('trip.checkIn')}</dt>
        <dd>{t('trip.dayFrom', { day: formatDay(stay.checkIn, locale), time: stay.checkInTime })}</dd>
        <dt>{t('trip.checkOut')}</dt>
        <dd>{t('trip.dayUntil', { day: formatDay(stay.checkOut, locale), time: stay.checkOutTime })}</dd>
        <dt>{t('trip.room')}</dt>
        <dd>
          {stay.room.name} · {t('trip.nights', { count: stay.nights })} · {t(`trip.board.${stay.rate.mealPlan}`)}
        </dd>
      </dl>
      {stay.rate.notes.length > 0 ? (
        <ul className={styles.notes} aria-label={t('trip.notes')}>
          {stay.rate.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
