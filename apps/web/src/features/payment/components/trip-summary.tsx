import type { CartProduct } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../../../lib/intl-format';
import { useBrandLocale, useMoneyFormat } from '../../../lib/money';
import type { FlightView, LegView, StayView } from '../model/trip-summary';
import { tripSummary } from '../model/trip-summary';
import styles from './trip-summary.module.css';

/**
 * A calendar date (YYYY-MM-DD, or the local date of an ISO date-time) worded the brand's way: its locale
 * (en-IE "Mon 25 Jan 2027"), as the search form and the trip pages write it, not the bare language (en: US order).
 */
export function useDateWords() {
  const format = dateTimeFormat(useBrandLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return (value: string) => {
    const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? value : format.format(date);
  };
}

function Leg({ leg }: { leg: LegView }) {
  const { t } = useTranslation('payment');
  const day = useDateWords();
  const duration = (minutes: number) => t('trip.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return (
    <div className={styles.leg}>
      <h4 className={styles.legTitle}>
        {t(`trip.${leg.direction}`)} · {day(leg.segments[0]?.departure.date ?? '')}
        <span className={styles.muted}>
          {' '}
          · {leg.stops === 0 ? t('trip.direct') : t('trip.stops', { count: leg.stops })} ·{' '}
          {duration(leg.durationMinutes)}
        </span>
      </h4>
      <ol className={styles.segments}>
        {leg.segments.map((segment) => (
          <li key={segment.id} className={styles.segment} data-testid="trip-segment">
            <div className={styles.times}>
              <strong>{segment.departure.time}</strong>
              <span>
                {segment.departure.city} ({segment.departure.airport})
              </span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
              <strong>{segment.arrival.time}</strong>
              <span>
                {segment.arrival.city} ({segment.arrival.airport})
                {segment.arrival.date !== segment.departure.date && ` · ${day(segment.arrival.date)}`}
              </span>
            </div>
            <p className={styles.muted}>
              {segment.carrier} {segment.flightNumber} · {t(`trip.cabin.${segment.cabinClass}`)} ·{' '}
              {duration(segment.durationMinutes)}
              {segment.operatedBy && ` · ${t('trip.operatedBy', { carrier: segment.operatedBy })}`}
            </p>
            <p className={styles.airports}>
              {segment.departure.airportName} → {segment.arrival.airportName}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}

function FlightBlock({ flight }: { flight: FlightView }) {
  const { t } = useTranslation('payment');
  const money = useMoneyFormat();
  const { baggage, conditions } = flight;
  return (
    <article className={styles.block} data-testid="trip-flight">
      <h4 className={styles.blockTitle}>
        {t('trip.flight')} · {flight.carriers.join(', ')}
      </h4>
      {flight.legs.map((leg) => (
        <Leg key={leg.direction} leg={leg} />
      ))}
      <dl className={styles.facts}>
        <div>
          <dt>{t('trip.fare')}</dt>
          <dd>{flight.fareName}</dd>
        </div>
        <div>
          <dt>{t('trip.baggage')}</dt>
          <dd>
            {baggage.cabinBags === 0 && baggage.checkedBags === 0
              ? t('trip.noBags')
              : [
                  baggage.cabinBags > 0 ? t('trip.cabinBags', { count: baggage.cabinBags }) : null,
                  baggage.checkedBags > 0 ? t('trip.checkedBags', { count: baggage.checkedBags }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
          </dd>
        </div>
        {conditions && (
          <div>
            <dt>{t('trip.conditions')}</dt>
            <dd>
              {conditions.changeable
                ? conditions.changeFee && conditions.changeFee.amount > 0
                  ? t('trip.changeFee', { fee: money(conditions.changeFee) })
                  : t('trip.changeable')
                : t('trip.notChangeable')}
              {' · '}
              {conditions.refundable ? t('trip.refundable') : t('trip.notRefundable')}
            </dd>
          </div>
        )}
        {flight.seatSelection && (
          <div>
            <dt>{t('trip.seat')}</dt>
            <dd>{t(`trip.seatTerms.${flight.seatSelection}`)}</dd>
          </div>
        )}
      </dl>
    </article>
  );
}

function StayBlock({ stay }: { stay: StayView }) {
  const { t } = useTranslation('payment');
  // "2 adults · 1 child", and no "children: 0" for a party without any.
  const party = (adults: number, children: number) =>
    [t('trip.adults', { count: adults }), ...(children > 0 ? [t('trip.children', { count: children })] : [])].join(
      ' · ',
    );
  const day = useDateWords();
  return (
    <article className={styles.block} data-testid="trip-stay">
      <h4 className={styles.blockTitle}>
        {stay.name}
        {stay.stars > 0 && (
          <span className={styles.stars} aria-label={t('trip.stars', { count: stay.stars })}>
            {' '}
            {'★'.repeat(stay.stars)}
          </span>
        )}
      </h4>
      <p className={styles.muted}>{stay.address}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('trip.dates')}</dt>
          <dd>
            {day(stay.checkIn)} → {day(stay.checkOut)} · {t('trip.nights', { count: stay.nights })}
            {stay.checkInTime && stay.checkOutTime && (
              <span className={styles.muted}>
                {' '}
                ({t('trip.checkInFrom', { time: stay.checkInTime })},{' '}
                {t('trip.checkOutBy', { time: stay.checkOutTime })})
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('trip.guests')}</dt>
          <dd>{party(stay.adults, stay.children)}</dd>
        </div>
        <div>
          <dt>{t('trip.room')}</dt>
          <dd>
            {stay.room}
            {stay.rooms && (
              <ul className={styles.roomList}>
                {stay.rooms.map((room, index) => (
                  <li key={index}>
                    {t('trip.roomParty', { index: index + 1, party: party(room.adults, room.children) })}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('trip.board')}</dt>
          <dd>{t(`trip.mealPlan.${stay.mealPlan}`)}</dd>
        </div>
        <div>
          <dt>{t('trip.cancellation')}</dt>
          <dd>
            {stay.freeCancellationUntil
              ? t('trip.freeCancellationUntil', { date: day(stay.freeCancellationUntil) })
              : stay.refundable
                ? t('trip.cancellationFees')
                : t('trip.nonRefundable')}
          </dd>
        </div>
        {stay.notes.length > 0 && (
          <div>
            <dt>{t('trip.notes')}</dt>
            <dd>
              {stay.notes.map((note) => (
                <p key={note} className={styles.note}>
                  {note}
                </p>
              ))}
            </dd>
          </div>
        )}
      </dl>
    </article>
  );
}

/** The trip being bought, in full (issue 13 §6): used by the review step and by the confirmation. */
export function TripSummary({ products }: { products: readonly CartProduct[] }) {
  const { flights, stays } = tripSummary(products);
  return (
    <div className={styles.trip} data-testid="trip-summary">
      {flights.map((flight) => (
        <FlightBlock key={flight.productId} flight={flight} />
      ))}
      {stays.map((stay) => (
        <StayBlock key={stay.productId} stay={stay} />
      ))}
    </div>
  );
}
