import type { StayProposal } from '@wayfare/contract';
import type { TFunction } from 'i18next';
import styles from './stay-card.module.css';

type FlightSummary = NonNullable<StayProposal['flight']>;
type Leg = FlightSummary['outbound'];

/** "08:05" of the airport's local clock, read from the ISO string (never converted to the browser's zone). */
const time = (iso: string) => iso.slice(11, 16);

function LegRow({ leg, label, t }: { leg: Leg; label: string; t: TFunction<'stays'> }) {
  const stops = leg.stops === 0 ? t('flight.direct') : t('flight.stops', { count: leg.stops });
  return (
    <li className={styles.leg}>
      <span className={styles.legLabel}>{label}</span>
      <span className={styles.legRoute}>
        <strong>{time(leg.departure.time)}</strong> {leg.departure.airport}
        <span aria-hidden="true"> → </span>
        <span className={styles.srOnly}> {t('flight.to')} </span>
        <strong>{time(leg.arrival.time)}</strong> {leg.arrival.airport}
      </span>
      <span className={styles.legStops}>{stops}</span>
    </li>
  );
}

/** DP: the package's default flight, shown on the card (issue 6 §4), with the card's texts. */
export function PackageFlight({ flight, t }: { flight: FlightSummary; t: TFunction<'stays'> }) {
  return (
    <div className={styles.flight}>
      <p className={styles.flightHead}>
        <span aria-hidden="true">✈</span>{' '}
        {t('flight.included', { carriers: flight.carriers.map((c) => c.name).join(', ') })}
      </p>
      <ul className={styles.legs}>
        <LegRow leg={flight.outbound} label={t('flight.outbound')} t={t} />
        {flight.inbound && <LegRow leg={flight.inbound} label={t('flight.inbound')} t={t} />}
      </ul>
    </div>
  );
}
