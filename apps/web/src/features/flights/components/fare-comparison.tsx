import type { FareFamilyId, FareOption } from '@wayfare/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/money';
import { conditionText, fareConditions } from '../../../lib/fare-conditions';
import styles from './fare-comparison.module.css';

interface FareComparisonProps {
  fares: readonly FareOption[];
  value: FareFamilyId;
  onChange: (fareId: FareFamilyId) => void;
}

function ConditionMark({ good }: { good: boolean }) {
  return (
    <svg className={good ? styles.yes : styles.no} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {good ? (
        <path d="M6.2 11.6 2.6 8l1.1-1.1 2.5 2.5 6-6L13.4 4.5z" fill="currentColor" />
      ) : (
        <path
          d="m4.2 3.1 3.8 3.8 3.8-3.8 1.1 1.1L9.1 8l3.8 3.8-1.1 1.1L8 9.1l-3.8 3.8-1.1-1.1L6.9 8 3.1 4.2z"
          fill="currentColor"
        />
      )}
    </svg>
  );
}

/**
 * The fare families of one flight side by side (stacked on a phone): each one's bags, seat, change and refund
 * terms and its server-priced total. Native radios in a fieldset: Tab enters at the chosen fare, the arrows
 * choose, and each fare's terms are part of its accessible description.
 */
export function FareComparison({ fares, value, onChange }: FareComparisonProps) {
  const { t } = useTranslation('flights');
  const formatMoney = useMoneyFormat();
  const name = useId();
  return (
    <fieldset className={styles.comparison}>
      <legend className={styles.legend}>{t('fares.title')}</legend>
      <div className={styles.fares}>
        {fares.map((fare) => {
          const termsId = `${name}-${fare.id}-terms`;
          return (
            <label key={fare.id} className={styles.fare} data-selected={fare.id === value || undefined}>
              <span className={styles.head}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={name}
                  value={fare.id}
                  checked={fare.id === value}
                  onChange={() => onChange(fare.id)}
                  aria-describedby={termsId}
                />
                <span className={styles.name}>{fare.name}</span>
              </span>
              <span className={styles.price} data-testid={`fare-price-${fare.id}`}>
                {formatMoney(fare.memberPrice ?? fare.price.total)}
              </span>
              <ul className={styles.conditions} id={termsId}>
                {fareConditions(fare).map((condition) => (
                  <li key={condition.key} className={styles.condition}>
                    <ConditionMark good={condition.good} />
                    <span>{conditionText(t, condition, formatMoney)}</span>
                  </li>
                ))}
              </ul>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
