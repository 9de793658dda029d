import type { TransportProposal } from '@wayfare/contract';
import type { TFunction } from 'i18next';
import styles from './flight-card.module.css';

function BagIcon({ checked }: { checked: boolean }) {
  return (
    <svg className={styles.bagIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {checked ? (
        <path d="M5 3V1.5h6V3h2.5v11h-11V3H5Zm1 0h4V2.5H6V3Z" fill="currentColor" />
      ) : (
        <path d="M6 4V2h4v2h2v9H4V4h2Zm1 0h2V3H7v1Z" fill="currentColor" />
      )}
    </svg>
  );
}

/** What bags the fare includes (cabin, checked, both, or none); `t`: its holder's `flights` texts. */
export function BaggageBadge({ baggage, t }: { baggage: TransportProposal['baggage']; t: TFunction<'flights'> }) {
  const included = baggage.included;
  const hasCabin = included === 'CABIN' || included === 'CABIN_CHECKED';
  const hasChecked = included === 'CHECKED' || included === 'CABIN_CHECKED';
  if (!hasCabin && !hasChecked) return <span className={styles.noBag}>{t('baggage.none')}</span>;
  return (
    <span className={styles.bags}>
      {hasCabin && (
        <span className={styles.bag}>
          <BagIcon checked={false} />
          {t('baggage.cabinCount', { count: Math.max(1, baggage.cabinBags) })}
        </span>
      )}
      {hasChecked && (
        <span className={styles.bag}>
          <BagIcon checked />
          {t('baggage.checkedCount', { count: Math.max(1, baggage.checkedBags) })}
        </span>
      )}
    </span>
  );
}
