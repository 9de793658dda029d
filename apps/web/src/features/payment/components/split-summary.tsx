import type { Money } from '@wayfare/contract';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat, usePointsFormat } from '../../../lib/money';
import type { PaymentSplit } from '../model/points-split';
import styles from './payment.module.css';

interface SplitSummaryProps {
  split: PaymentSplit;
  /** The brand's customPointsLabel, or null for the translated "points". */
  pointsLabel: string | null;
  /** Wording for a placed order ("paid") instead of a choice still open ("to pay"). */
  paid?: boolean;
  /** Taxes and fees included in the products (the cart's totals), shown as their own line. */
  taxesAndFees?: Money | null;
}

/**
 * How the total is paid: products, voucher, points and what is left for the card (design.md "Payment"). Every
 * amount is the server's. "Booking total" is the booking's price (what the order page calls so too); what is
 * left after a voucher is "Total to pay", or "Total paid" once the order is paid: a free flight read "Total
 * 0,00 €" here and "Total 63,96 €" on its order page.
 */
export function SplitSummary({ split, pointsLabel, paid = false, taxesAndFees = null }: SplitSummaryProps) {
  const { t } = useTranslation('payment');
  const formatMoney = useMoneyFormat();
  const formatPoints = usePointsFormat();
  const money = (cents: number) => formatMoney({ amount: cents, currency: split.currency });
  const label = pointsLabel ?? t('points.defaultLabel');
  // "Of which taxes and fees" belongs under the amount that includes them: the booking's price. Under a total a
  // voucher brought down it read "Total 0,00 € · of which taxes and fees 7,85 €" (free flight).
  const taxesNote =
    taxesAndFees && taxesAndFees.amount > 0 ? (
      <div className={styles.splitNote}>
        <dt>{t('split.taxesAndFees')}</dt>
        <dd data-testid="taxes-and-fees">{formatMoney(taxesAndFees)}</dd>
      </div>
    ) : null;
  return (
    <dl className={styles.split}>
      <div>
        <dt>{t('split.products')}</dt>
        <dd data-testid="split-products">{money(split.productsCents)}</dd>
      </div>
      {taxesNote}
      {split.voucherCents > 0 && (
        <div>
          <dt>{t('split.voucher')}</dt>
          <dd>−{money(split.voucherCents)}</dd>
        </div>
      )}
      <div>
        <dt>{paid ? t('split.paid') : t('split.toPay')}</dt>
        <dd data-testid="split-total">{money(split.dueCents)}</dd>
      </div>
      {split.pointsUsed > 0 && (
        <div>
          <dt>{t('split.points', { points: formatPoints(split.pointsUsed), label })}</dt>
          <dd>−{money(split.pointsCents)}</dd>
        </div>
      )}
      {split.cardCents > 0 ? (
        <div className={styles.splitTotal}>
          <dt>{paid ? t('split.card') : t('split.cardToPay')}</dt>
          <dd data-testid="card-amount">{money(split.cardCents)}</dd>
        </div>
      ) : (
        // Free flight or points covering everything: no "paid by card 0.00" (issue 13 §5).
        <div className={styles.splitTotal}>
          <dt data-testid="nothing-to-pay">{paid ? t('split.nothingPaid') : t('split.nothingToPay')}</dt>
          <dd />
        </div>
      )}
    </dl>
  );
}
