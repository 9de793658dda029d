import { describe, expect, it } from 'vitest';
import type { Stay } from '../../inventory/stays/stay-types';
import { FACET_BITS, failMask, selectedPlans, shownRate } from './stay-facets';
import { SLOTS, slotOf } from './stay-search';
import type { StaySearchItem } from './stay-search';

function item(overrides: Partial<Stay>, prices: [string, boolean, number][]): StaySearchItem {
  const table = new Float64Array(SLOTS).fill(Infinity);
  for (const [plan, flexible, price] of prices) table[slotOf(plan as never, flexible)] = price;
  return {
    stay: {
      id: 'ROM-H0001',
      type: 'HOTEL',
      stars: 3,
      rating: { score: 7.5, count: 10 },
      amenities: ['WIFI', 'POOL'],
      characteristics: ['CITY_CENTRE'],
      promotion: null,
      latitude: 41.9,
      longitude: 12.5,
      ...overrides,
    } as Stay,
    prices: table,
    pricesBeforeDiscount: table,
    rooms: new Array<string>(SLOTS).fill('DBL'),
    minPrice: Math.min(...table),
  };
}

const hotel = item({}, [
  ['ROOM_ONLY', false, 100],
  ['ROOM_ONLY', true, 110],
  ['BREAKFAST', true, 130],
]);

describe('stay facets', () => {
  it('reads ALL_MEAL_PLANS (or nothing) as every plan (spec §5)', () => {
    expect(selectedPlans({})).toHaveLength(5);
    expect(selectedPlans({ 'meal-plan': ['ALL_MEAL_PLANS', 'BREAKFAST'] })).toHaveLength(5);
    expect(selectedPlans({ 'meal-plan': ['BREAKFAST', 'HALF_BOARD'] })).toEqual(['BREAKFAST', 'HALF_BOARD']);
  });

  it('shows the cheapest rate of the chosen plans, refundable only when free cancellation is asked', () => {
    expect(shownRate(hotel, selectedPlans({}), false)).toMatchObject({
      price: 100,
      plan: 'ROOM_ONLY',
      flexible: false,
    });
    expect(shownRate(hotel, selectedPlans({}), true)).toMatchObject({ price: 110, plan: 'ROOM_ONLY', flexible: true });
    expect(shownRate(hotel, ['BREAKFAST'], false)).toMatchObject({ price: 130, plan: 'BREAKFAST' });
    expect(shownRate(hotel, ['HALF_BOARD'], false).price).toBe(Infinity);
  });

  it('flags each failed facet in its own bit', () => {
    const all = selectedPlans({});
    expect(failMask(hotel, {}, all, 100)).toBe(0);
    expect(failMask(hotel, { stars: [4, 5] }, all, 100)).toBe(FACET_BITS.stars);
    expect(failMask(hotel, { 'price-range': { max: 90 } }, all, 100)).toBe(FACET_BITS['price-range']);
    expect(failMask(hotel, { promotion: true, 'opinion-rating': 8 }, all, 100)).toBe(
      FACET_BITS.promotion | FACET_BITS['opinion-rating'],
    );
    expect(failMask(hotel, { amenities: ['WIFI', 'SPA'] }, all, 100)).toBe(FACET_BITS.amenities);
    expect(failMask(hotel, { amenities: ['WIFI', 'POOL'], characteristics: ['CITY_CENTRE'] }, all, 100)).toBe(0);
    expect(failMask(hotel, { 'property-type': ['APARTMENT'] }, all, 100)).toBe(FACET_BITS['property-type']);
    expect(failMask(hotel, { 'meal-plan': ['HALF_BOARD'] }, ['HALF_BOARD'], Infinity)).toBe(FACET_BITS['meal-plan']);
    const noFlexible = item({}, [['ROOM_ONLY', false, 100]]);
    expect(failMask(noFlexible, { 'free-cancellation': true }, all, Infinity)).toBe(FACET_BITS['free-cancellation']);
    // promotion: false is no restriction.
    expect(failMask(hotel, { promotion: false }, all, 100)).toBe(0);
  });

  it('keeps stays inside the map box, also across the antimeridian', () => {
    const all = selectedPlans({});
    const box = { north: 42, south: 41.8, east: 12.6, west: 12.4 };
    expect(failMask(hotel, { coordinates: box }, all, 100)).toBe(0);
    expect(failMask(hotel, { coordinates: { ...box, east: 12.45 } }, all, 100)).toBe(FACET_BITS.coordinates);
    const fiji = item({ latitude: -17.7, longitude: 179.9 }, [['ROOM_ONLY', false, 50]]);
    const across = { north: -17, south: -18, east: -179, west: 179 };
    expect(failMask(fiji, { coordinates: across }, all, 50)).toBe(0);
  });
});
