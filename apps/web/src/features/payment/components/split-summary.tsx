import { useTranslation } from 'react-i18next';
import { formatCents, formatPoints } from '../model/format';
import type { PaymentSplit } from '../model/points-split';
import styles from './payment.module.css';

interface SplitSummaryProps {
  split: PaymentSplit;
  /** The brand's customPointsLabel, or null for the translated "points". */
  pointsLabel: string | null;
  /** Wording for a placed order ("paid") instead of a choice still open ("to pay"). */
  paid?: boolean;
}

/** How the total is paid: products, voucher, points and what is left for the card (design.md "Payment"). */
export function SplitSummary({ split, pointsLabel, paid = false }: SplitSummaryProps) {
  const { t, i18n } = useTranslation('payment');
  const money = (cents: number) => formatCents(cents, split.currency, i18n.language);
  const label = pointsLabel ?? t('points.defaultLabel');
  const dueCents = split.productsCents - split.voucherCents;
  return (
    <dl className={styles.split}>
      <div>
        <dt>{t('split.products')}</dt>
        <dd>{money(split.productsCents)}</dd>
      </div>
      {split.voucherCents > 0 && (
        <div>
          <dt>{t('split.voucher')}</dt>
          <dd>−{money(split.voucherCents)}</dd>
        </div>
      )}
      <div>
        <dt>{t('split.total')}</dt>
        <dd>{money(dueCents)}</dd>
      </div>
      {split.pointsUsed > 0 && (
        <div>
          <dt>{t('split.points', { points: formatPoints(split.pointsUsed, i18n.language), label })}</dt>
          <dd>−{money(split.pointsCents)}</dd>
        </div>
      )}
      <div className={styles.splitTotal}>
        <dt>{paid ? t('split.card') : t('split.cardToPay')}</dt>
        <dd>{money(split.cardCents)}</dd>
      </div>
    </dl>
  );
}
