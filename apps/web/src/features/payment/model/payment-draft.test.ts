import { describe, expect, it } from 'vitest';
import { draftPoints, paymentDraftSchema } from './payment-draft';

describe('payment draft', () => {
  it('validates what sessionStorage gives back', () => {
    expect(paymentDraftSchema.safeParse({ pointsToUse: 1200 }).success).toBe(true);
    expect(paymentDraftSchema.safeParse({ pointsToUse: -1 }).success).toBe(false);
    expect(paymentDraftSchema.safeParse({ pointsToUse: 1.5 }).success).toBe(false);
    expect(paymentDraftSchema.safeParse({ pointsToUse: '1' }).success).toBe(false);
  });

  it('clamps stored points to the allowance of now', () => {
    const allowance = { balance: 5000, conversionRate: 100, maxUsable: 3000 };
    expect(draftPoints({ pointsToUse: 4000 }, allowance)).toBe(3000);
    expect(draftPoints({ pointsToUse: 1200 }, allowance)).toBe(1200);
    expect(draftPoints({ pointsToUse: 1200 }, null)).toBe(0);
  });
});
