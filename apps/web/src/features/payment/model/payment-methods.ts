import type { PaymentSplit, PointsAllowance } from './points-split';

export type PaymentMethodCode = 'CARD' | 'POINTS' | 'VOUCHER';

/** What step 4 may offer on this cart (design.md "Payment"). */
export interface MethodAvailability {
  /** CARD is always paid on the hosted page; our JavaScript never sees a card number. */
  card: boolean;
  /** The member's allowance when the brand runs points and the visitor has usable points; else null. */
  points: PointsAllowance | null;
  voucher: boolean;
}

/**
 * The brand's enabled methods (GetCartConfig.paymentMethods, from brand config paymentMethods) crossed with
 * the visitor: points need a signed-in member with an allowance above 0; VOUCHER only where the brand enables it.
 */
export function methodAvailability(
  enabled: readonly PaymentMethodCode[],
  points: PointsAllowance | null | undefined,
): MethodAvailability {
  const allowance = enabled.includes('POINTS') && points && points.maxUsable > 0 ? points : null;
  return { card: enabled.includes('CARD'), points: allowance, voucher: enabled.includes('VOUCHER') };
}

export interface FinalizePayment {
  methods: PaymentMethodCode[];
  pointsToUse: number;
}

/**
 * The CartFinalize payment body for a split, following the server's rules (cart-finalize.ts): VOUCHER exactly
 * when a voucher discount applies, POINTS exactly when points are used, CARD when something is left to pay.
 */
export function finalizePayment(split: PaymentSplit): FinalizePayment {
  const methods: PaymentMethodCode[] = [];
  if (split.voucherCents > 0) methods.push('VOUCHER');
  if (split.pointsUsed > 0) methods.push('POINTS');
  if (split.cardCents > 0 || methods.length === 0) methods.push('CARD');
  return { methods, pointsToUse: split.pointsUsed };
}

/** The split needs a card but the brand takes none: the visitor must cover it with points or a voucher. */
export const needsUnavailableCard = (split: PaymentSplit, availability: MethodAvailability) =>
  split.cardCents > 0 && !availability.card;
