import { z } from 'zod';
import { clampPoints } from './points-split';
import type { PointsAllowance } from './points-split';

/** Checkout draft key (lib/cart/checkout-draft) of the step 4 choice, read again by step 5. */
export const PAYMENT_DRAFT_KEY = 'payment';

export interface PaymentDraft {
  /** Points the member chose to spend; 0 = none. The card pays the rest on the hosted page. */
  pointsToUse: number;
}

export const INITIAL_PAYMENT_DRAFT: PaymentDraft = { pointsToUse: 0 };

export const paymentDraftSchema: z.ZodType<PaymentDraft> = z.object({
  pointsToUse: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});

/**
 * The draft's points as they apply now: the allowance can shrink after a reload (points spent elsewhere, a
 * voucher lowering the total, a signed-out visitor), so the stored number is clamped, never trusted.
 */
export const draftPoints = (draft: PaymentDraft, allowance: PointsAllowance | null) =>
  clampPoints(draft.pointsToUse, allowance);
