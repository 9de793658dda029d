import { describe, expect, it } from 'vitest';
import type { Stay } from '../../inventory/stays/stay-types';
import { freeCancellationDeadline, quoteRates } from './stay-rates';
import type { StayQuery } from './stay-rates';

const stay: Stay = {
  id: 'ROM-H0001',
  cityCode: 'ROM',
  country: 'IT',
  name: 'Hotel Test',
  type: 'HOTEL',
  stars: 3,
  rating: { score: 8, count: 100 },
  amenities: ['WIFI'],
  characteristics: [],
  mealPlans: ['ROOM_ONLY', 'BREAKFAST'],
  freeCancellation: true,
  freeCancellationDays: 3,
  promotion: null,
  latitude: 41.9,
  longitude: 12.5,
  distanceFromCentreKm: 1,
  street: 'Via Roma 1',
  postalCode: '00100',
  district: 'Centro',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  baseNightly: 100,
  rooms: [
    { code: 'DBL', priceFactor: 1, maxOccupancy: 2 },
    { code: 'FAM', priceFactor: 1.6, maxOccupancy: 4 },
  ],
  popularity: 0.5,
};

// Tuesday 2030-01-08 to Thursday: two weekday nights in January (low season).
const query: StayQuery = {
  checkIn: '2030-01-08',
  checkOut: '2030-01-10',
  nights: 2,
  adults: 2,
  childrenAges: [],
  currency: 'EUR',
  today: '2029-12-01',
};

const find = (quotes: ReturnType<typeof quoteRates>, room: string, plan: string, flexible: boolean) =>
  quotes.find((quote) => quote.room.code === room && quote.mealPlan === plan && quote.flexible === flexible)!;

describe('stay rates', () => {
  it('quotes every room × meal plan, flexible and non-refundable (10% cheaper)', () => {
    const quotes = quoteRates(stay, query);
    expect(quotes).toHaveLength(2 * 2 * 2);
    const flexible = find(quotes, 'DBL', 'ROOM_ONLY', true);
    // 100 a night × January city season 0.85 × 2 nights.
    expect(flexible.total).toBeCloseTo(170);
    expect(find(quotes, 'DBL', 'ROOM_ONLY', false).total).toBeCloseTo(153);
    expect(find(quotes, 'DBL', 'BREAKFAST', true).total).toBeGreaterThan(flexible.total);
    expect(flexible.beforeDiscount).toBeNull();
  });

  it('charges Friday and Saturday nights more', () => {
    const weekend = { ...query, checkIn: '2030-01-11', checkOut: '2030-01-13' };
    expect(find(quoteRates(stay, weekend), 'DBL', 'ROOM_ONLY', true).total).toBeCloseTo(170 * 1.12);
  });

  it('needs more units when the party outgrows a room', () => {
    const family = { ...query, adults: 3, childrenAges: [8, 1] };
    const quotes = quoteRates(stay, family);
    // Three adults and an 8-year-old (the baby sleeps in a cot): two doubles or one family room.
    expect(find(quotes, 'DBL', 'ROOM_ONLY', true).units).toBe(2);
    expect(find(quotes, 'FAM', 'ROOM_ONLY', true).units).toBe(1);
  });

  it('applies the promotion and keeps the price before it', () => {
    const quotes = quoteRates({ ...stay, promotion: { kind: 'SEASONAL', discountPercent: 20 } }, query);
    const rate = find(quotes, 'DBL', 'ROOM_ONLY', true);
    expect(rate.beforeDiscount).toBeCloseTo(170);
    expect(rate.total).toBeCloseTo(136);
  });

  it('offers flexible rates only until the deadline has passed', () => {
    expect(freeCancellationDeadline(stay, query)).toBe('2030-01-05');
    const late = { ...query, today: '2030-01-06' };
    expect(freeCancellationDeadline(stay, late)).toBeNull();
    expect(quoteRates(stay, late).every((quote) => !quote.flexible)).toBe(true);
    expect(quoteRates({ ...stay, freeCancellation: false }, query).every((quote) => !quote.flexible)).toBe(true);
  });

  it('prices in the brand currency', () => {
    const chf = find(quoteRates(stay, { ...query, currency: 'CHF' }), 'DBL', 'ROOM_ONLY', true);
    expect(chf.total).toBeCloseTo(170 * 0.94);
  });
});
