import { useTranslation } from 'react-i18next';
import type { MethodAvailability } from '../model/payment-methods';
import type { PaymentSplit } from '../model/points-split';
import styles from './payment.module.css';

/**
 * The brand's accepted methods. CARD is paid on the provider's secure page after confirming: our page never
 * asks for a card number (design.md "Payment").
 */
export function PaymentMethods({ availability, split }: { availability: MethodAvailability; split: PaymentSplit }) {
  const { t } = useTranslation('payment');
  const methods = [
    availability.card && t('methods.card'),
    availability.points && t('methods.points'),
    availability.voucher && t('methods.voucher'),
  ].filter((label): label is string => typeof label === 'string');
  return (
    <section className={styles.panel} aria-labelledby="payment-methods-title">
      <h3 id="payment-methods-title" className={styles.panelTitle}>
        {t('methods.title')}
      </h3>
      <ul className={styles.methods}>
        {methods.map((label) => (
          <li key={label} className={styles.method}>
            {label}
          </li>
        ))}
      </ul>
      {availability.card && (
        <p className={styles.muted}>{split.coveredWithoutCard ? t('methods.noCardNeeded') : t('methods.cardHosted')}</p>
      )}
    </section>
  );
}
