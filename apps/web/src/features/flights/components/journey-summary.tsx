import type { Journey } from '@wayfare/contract';
import type { TFunction } from 'i18next';
import { dayShift, localTime } from '../model/itinerary-format';
import { durationLabel } from './duration';
import styles from './flight-card.module.css';

interface JourneySummaryProps {
  /** "Outbound" / "Return". */
  label: string;
  journey: Journey;
  /** The card's `flights` texts (read once per card, not once per direction: issue 16 TBT). */
  t: TFunction<'flights'>;
}

/** One direction of an itinerary: times with day shift, airports, duration, and stops with connection times. */
export function JourneySummary({ label, journey, t }: JourneySummaryProps) {
  const shift = dayShift(journey.departure.time, journey.arrival.time);
  const carriers = [...new Map(journey.segments.map((segment) => [segment.carrier.code, segment.carrier])).values()];
  const connections = journey.segments.slice(0, -1).map((segment, index) => ({
    airport: segment.arrival.airport,
    minutes: journey.connectionTimesMinutes[index] ?? 0,
  }));
  return (
    <div className={styles.journey}>
      <div className={styles.journeyHead}>
        <span className={styles.direction}>{label}</span>
        <span className={styles.carrier}>
          {carriers.map((carrier) => (
            <span key={carrier.code} className={styles.carrierBadge} aria-hidden="true">
              {carrier.code}
            </span>
          ))}
          <span>{carriers.map((carrier) => carrier.name).join(' · ')}</span>
        </span>
      </div>
      <div className={styles.timeline}>
        <div className={styles.point}>
          <span className={styles.time}>{localTime(journey.departure.time)}</span>
          <span className={styles.airport} title={journey.departure.airportName}>
            {journey.departure.airport}
          </span>
        </div>
        <div className={styles.path}>
          <span className={styles.duration}>{durationLabel(t, journey.durationMinutes)}</span>
          <span className={styles.line} aria-hidden="true">
            {connections.map((connection) => (
              <span key={connection.airport} className={styles.stopDot} />
            ))}
          </span>
          <span className={journey.stops === 0 ? styles.direct : styles.stops}>
            {journey.stops === 0 ? t('stops.direct') : t('stops.count', { count: journey.stops })}
          </span>
        </div>
        <div className={`${styles.point} ${styles.pointEnd}`}>
          <span className={styles.time}>
            {localTime(journey.arrival.time)}
            {shift !== 0 && (
              <sup className={styles.dayShift} title={t('dayShift', { count: shift })}>
                {shift > 0 ? `+${shift}` : shift}
              </sup>
            )}
          </span>
          <span className={styles.airport} title={journey.arrival.airportName}>
            {journey.arrival.airport}
          </span>
        </div>
      </div>
      {connections.length > 0 && (
        <p className={styles.connections}>
          {connections
            .map((connection) =>
              t('connection', { airport: connection.airport, duration: durationLabel(t, connection.minutes) }),
            )
            .join(' · ')}
        </p>
      )}
      {shift !== 0 && <span className={styles.srOnly}>{t('dayShift', { count: shift })}</span>}
    </div>
  );
}
