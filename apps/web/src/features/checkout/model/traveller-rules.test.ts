import { describe, expect, it } from 'vitest';
import { cartFullFixture } from '../../../lib/cart/cart-fixtures';
import {
  adultLatestBirthDate,
  ageOn,
  birthDateIssue,
  childBirthDateRange,
  parseDay,
  passengerSlots,
  returnDate,
  travelDate,
} from './traveller-rules';

const TODAY = '2026-06-01';

describe('passengerSlots', () => {
  it('lists adults, then each child with its searched age', () => {
    expect(passengerSlots({ adults: 2, childrenAges: [7, 0] })).toEqual([
      { type: 'ADULT' },
      { type: 'ADULT' },
      { type: 'CHILD', age: 7 },
      { type: 'CHILD', age: 0 },
    ]);
  });
});

describe('dates of the trip', () => {
  it('reads the outbound departure and the inbound arrival of the flight', () => {
    const cart = cartFullFixture();
    expect(travelDate(cart)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(returnDate(cart)! >= travelDate(cart)!).toBe(true);
  });
});

describe('ages', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2008-07-10', '2026-07-10')).toBe(18);
    expect(ageOn('2008-07-11', '2026-07-10')).toBe(17);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
    expect(ageOn('2026-02-30', '2026-07-10')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
  });

  it('needs adults to be 18 on the travel date', () => {
    expect(birthDateIssue({ type: 'ADULT' }, '2008-07-10', '2026-07-10', TODAY)).toBeNull();
    expect(birthDateIssue({ type: 'ADULT' }, '2008-07-11', '2026-07-10', TODAY)).toBe('adultTooYoung');
    expect(birthDateIssue({ type: 'ADULT' }, 'soon', '2026-07-10', TODAY)).toBe('invalid');
  });

  it('needs each child to be exactly its searched age on the travel date', () => {
    const child = { type: 'CHILD' as const, age: 7 };
    expect(birthDateIssue(child, '2019-07-10', '2026-07-10', TODAY)).toBeNull();
    expect(birthDateIssue(child, '2018-07-11', '2026-07-10', TODAY)).toBeNull();
    expect(birthDateIssue(child, '2018-07-10', '2026-07-10', TODAY)).toBe('childAgeMismatch');
    expect(birthDateIssue(child, '2019-07-11', '2026-07-10', TODAY)).toBe('childAgeMismatch');
    expect(birthDateIssue({ type: 'CHILD', age: 0 }, '2026-06-02', '2026-07-10', TODAY)).toBe('future');
  });

  it('gives the birth date limits that match, consistent with birthDateIssue', () => {
    const range = childBirthDateRange(7, '2026-07-10')!;
    expect(range).toEqual({ min: '2018-07-11', max: '2019-07-10' });
    for (const date of [range.min, range.max]) {
      expect(birthDateIssue({ type: 'CHILD', age: 7 }, date, '2026-07-10', TODAY)).toBeNull();
    }
    expect(adultLatestBirthDate('2026-07-10')).toBe('2008-07-10');
    expect(childBirthDateRange(1, 'x')).toBeNull();
  });
});
