import type { Journey } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { tripWarnings } from '../model/trip-warnings';
import type { TripWarning } from '../model/trip-warnings';
import styles from './trip-warnings.module.css';

function text(t: (key: string, values?: Record<string, unknown>) => string, warning: TripWarning): string {
  switch (warning.kind) {
    case 'differentReturnAirport':
      return t('differentReturnAirport', { airport: warning.arrival.airportName, origin: warning.origin.airportName });
    case 'overnightLayover':
      return t('overnightLayover', { place: warning.place });
    case 'shortConnection':
      return t('shortConnection', { place: warning.place, minutes: warning.minutes });
    case 'airportChange':
      return t('airportChange', { place: warning.place, from: warning.from, to: warning.to });
  }
}

/**
 * Issue 19 item 7: what to know about an itinerary (model/trip-warnings.ts) on its card and in its detail, each
 * as an icon with words (never colour or an icon alone), in a list named "Good to know".
 */
export function TripWarnings({ outbound, inbound }: { outbound: Journey; inbound: Journey | null }) {
  const { t, ready } = useTranslation('trip-warnings', { useSuspense: false });
  const warnings = tripWarnings(outbound, inbound);
  if (warnings.length === 0 || !ready) return null;
  return (
    <ul className={styles.warnings} aria-label={t('label')}>
      {warnings.map((warning, index) => (
        <li key={`${warning.kind}-${index}`} className={styles.warning} data-kind={warning.kind}>
          <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 2 1 21h22L12 2Zm1 15h-2v2h2v-2Zm0-7h-2v5h2v-5Z" />
          </svg>
          <span>{text(t, warning)}</span>
        </li>
      ))}
    </ul>
  );
}
