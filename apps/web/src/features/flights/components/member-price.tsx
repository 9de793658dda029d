import type { Money } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/money';
import styles from './flight-card.module.css';

/**
 * A signed-in member's total (contract `memberPrice`, issue 8 membership searches). Its texts are in the
 * `membership` namespace, loaded only when a member price is shown: nothing shows until they are there.
 */
export function MemberPrice({ price }: { price: Money }) {
  const { t, ready } = useTranslation('membership', { useSuspense: false });
  const formatMoney = useMoneyFormat();
  if (!ready) return null;
  return (
    <p className={styles.memberPrice} data-testid="member-price">
      <span className={styles.memberBadge}>{t('memberPrice.label')}</span>{' '}
      <span className={styles.memberAmount}>{formatMoney(price)}</span>{' '}
      <span className={styles.unit}>{t('memberPrice.total')}</span>
    </p>
  );
}
