import type { StayProposal } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import styles from './stay-card.module.css';

type FlightSummary = NonNullable<StayProposal['flight']>;
type Leg = FlightSummary['outbound'];

/** "08:05" of the airport's local clock, read from the ISO string (never converted to the browser's zone). */
const time = (iso: string) => iso.slice(11, 16);

function LegRow({ leg, label }: { leg: Leg; label: string }) {
  const { t } = useTranslation('stays');
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

/** DP: the package's default flight, shown on the card (issue 6 §4). */
export function PackageFlight({ flight }: { flight: FlightSummary }) {
  const { t } = useTranslation('stays');
  return (
    <div className={styles.flight}>
      <p className={styles.flightHead}>
        <span aria-hidden="true">✈</span>{' '}
        {t('flight.included', { carriers: flight.carriers.map((c) => c.name).join(', ') })}
      </p>
      <ul className={styles.legs}>
        <LegRow leg={flight.outbound} label={t('flight.outbound')} />
        {flight.inbound && <LegRow leg={flight.inbound} label={t('flight.inbound')} />}
      </ul>
    </div>
  );
}
