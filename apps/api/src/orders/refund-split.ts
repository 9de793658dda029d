import type { RefundSplit } from '@wayfare/contract';
import { money } from '@wayfare/contract';
import type { PaymentBreakdown } from '../cart/pricing';

/**
 * Splits a refund over the ways the order was paid, in the share of the products' price it refunds:
 * that share of the card payment goes back to the card and that share of the points to the balance.
 * A voucher is single-use, so its part is not given back. Rounded down so a refund never exceeds what was paid.
 */
export function splitRefund(refundMinor: number, productsMinor: number, paid: PaymentBreakdown): RefundSplit {
  const share = productsMinor > 0 ? Math.min(1, Math.max(0, refundMinor / productsMinor)) : 0;
  const card = Math.floor(paid.cardCents * share + 1e-9);
  const points = Math.floor(paid.pointsUsed * share + 1e-9);
  const pointsMinor = paid.pointsUsed > 0 ? Math.floor((paid.pointsCents * points) / paid.pointsUsed) : 0;
  return {
    total: money(card + pointsMinor, paid.currency),
    card: money(card, paid.currency),
    points,
    pointsValue: money(pointsMinor, paid.currency),
  };
}
