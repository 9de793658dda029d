import { describe, expect, it } from 'vitest';
import { fareConditions } from './fare-conditions';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

describe('fareConditions', () => {
  it('lists bags, seat, changes and refund in the same order for every fare', () => {
    const basic = fareConditions({
      baggage: { included: 'CABIN', cabinBags: 1, checkedBags: 0 },
      seatSelection: 'NONE',
      fareRules: { refundable: false, changeable: false, changeFee: null },
    });
    expect(basic.map((line) => [line.key, line.good])).toEqual([
      ['cabinBag', true],
      ['noCheckedBag', false],
      ['seatNone', false],
      ['changeNone', false],
      ['nonRefundable', false],
    ]);
    const flex = fareConditions({
      baggage: { included: 'CABIN_CHECKED', cabinBags: 1, checkedBags: 2 },
      seatSelection: 'INCLUDED',
      fareRules: { refundable: true, changeable: true, changeFee: null },
    });
    expect(flex.map((line) => line.key)).toEqual([
      'cabinBag',
      'checkedBag',
      'seatIncluded',
      'changeFree',
      'refundable',
    ]);
    expect(flex[1]).toMatchObject({ count: 2 });
  });

  it("carries the server's change fee and leaves the seat line out for a flight stored without seat terms", () => {
    const standard = fareConditions({
      baggage: { included: 'CABIN_CHECKED', cabinBags: 1, checkedBags: 1 },
      fareRules: { refundable: false, changeable: true, changeFee: eur(4_500) },
    });
    expect(standard.find((line) => line.key === 'changeFee')?.amount).toEqual(eur(4_500));
    expect(standard.some((line) => line.key.startsWith('seat'))).toBe(false);
  });
});
