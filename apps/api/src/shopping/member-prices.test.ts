import { describe, expect, it } from 'vitest';
import { memberAmount, withMemberPrice, withMemberPrices } from './member-prices';

const proposal = (amount: number) => ({ id: `p-${amount}`, price: { total: { amount, currency: 'CHF' } } });

describe('member prices', () => {
  it('take the discount off the total, rounded to cents', () => {
    expect(memberAmount(100, 12)).toBe(88);
    expect(memberAmount(199.99, 8)).toBe(183.99);
    expect(memberAmount(0.05, 12)).toBe(0.04);
  });

  it('add memberPrice in the total currency without touching the shared proposal', () => {
    const shared = proposal(250);
    const priced = withMemberPrice(shared, 10);
    expect(priced.memberPrice).toEqual({ amount: 225, currency: 'CHF' });
    expect(priced.price).toBe(shared.price);
    expect(shared).not.toHaveProperty('memberPrice');
  });

  it('price every proposal of a page, and leave a page alone without a discount', () => {
    const page = { proposals: [proposal(100), proposal(50)], totalCount: 2 };
    const priced = withMemberPrices(page, 20).proposals as { memberPrice?: { amount: number } }[];
    expect(priced.map((item) => item.memberPrice?.amount)).toEqual([80, 40]);
    expect(withMemberPrices(page, 20).totalCount).toBe(2);
    expect(withMemberPrices(page, 0)).toBe(page);
  });
});
