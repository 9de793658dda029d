import { describe, expect, it } from 'vitest';
import { BOUND_DECIMALS, buildRetrieveStaysBody, roundBoundingBox, roundTo, toStayFacets } from './stay-filters';
import { DEFAULT_STAY_VIEW, EMPTY_STAY_FILTERS } from './stay-view';
import type { StayFilters } from './stay-view';

const filters = (patch: Partial<StayFilters>): StayFilters => ({ ...EMPTY_STAY_FILTERS, ...patch });

describe('spec §5 accommodation filters', () => {
  it('rounds the bounding box to 5 decimals, north (the one bound) to 6', () => {
    const box = roundBoundingBox({
      north: 41.9876543219,
      south: 41.8123456789,
      east: 12.5555555555,
      west: 12.4444444444,
    });
    expect(box).toEqual({ north: 41.987654, south: 41.81235, east: 12.55556, west: 12.44444 });
    expect(BOUND_DECIMALS).toEqual({ north: 6, south: 5, east: 5, west: 5 });
  });

  it('rounds half away from zero without binary noise, negatives too', () => {
    expect(roundTo(1.000005, 5)).toBe(1.00001);
    expect(roundTo(-12.345675, 5)).toBe(-12.34568);
    expect(roundTo(-0.000001, 5)).toBe(0);
    expect(Object.is(roundTo(-0.000001, 5), -0)).toBe(false);
  });

  it('sends the rounded box as the coordinates facet', () => {
    const facets = toStayFacets(
      filters({ area: { north: 42.1234567, south: 41.1234567, east: 13.1234567, west: 12.1234567 } }),
    );
    expect(facets.coordinates).toEqual({ north: 42.123457, south: 41.12346, east: 13.12346, west: 12.12346 });
  });

  it('passes ALL_MEAL_PLANS as is', () => {
    expect(toStayFacets(filters({ mealPlans: ['ALL_MEAL_PLANS'] }))['meal-plan']).toEqual(['ALL_MEAL_PLANS']);
    expect(toStayFacets(filters({ mealPlans: ['BREAKFAST', 'ALL_MEAL_PLANS'] }))['meal-plan']).toEqual([
      'BREAKFAST',
      'ALL_MEAL_PLANS',
    ]);
    expect(toStayFacets(filters({ mealPlans: ['BREAKFAST', 'HALF_BOARD'] }))['meal-plan']).toEqual([
      'BREAKFAST',
      'HALF_BOARD',
    ]);
  });

  it('sends free-cancellation only when true', () => {
    expect(toStayFacets(filters({ freeCancellation: true }))['free-cancellation']).toBe(true);
    expect('free-cancellation' in toStayFacets(filters({ freeCancellation: false }))).toBe(false);
  });

  it('leaves empty choices out and keeps the spec names', () => {
    expect(toStayFacets(filters({ mealPlans: [] }))).toEqual({});
    expect(toStayFacets(EMPTY_STAY_FILTERS)).toEqual({ 'meal-plan': ['ALL_MEAL_PLANS'] });
    expect(
      toStayFacets(
        filters({
          price: { max: 300 },
          promotion: true,
          propertyTypes: ['HOTEL'],
          stars: [4, 5],
          minRating: 8,
          amenities: ['POOL'],
          characteristics: ['CITY_CENTRE'],
        }),
      ),
    ).toEqual({
      'price-range': { max: 300 },
      promotion: true,
      'property-type': ['HOTEL'],
      stars: [4, 5],
      'opinion-rating': 8,
      amenities: ['POOL'],
      characteristics: ['CITY_CENTRE'],
      'meal-plan': ['ALL_MEAL_PLANS'],
    });
    expect(toStayFacets(filters({ price: {} }))['price-range']).toBeUndefined();
  });

  it('builds the body with page size 20, the sort and the language (spec §7, §9)', () => {
    expect(buildRetrieveStaysBody({ ...DEFAULT_STAY_VIEW, page: 3 }, 'it')).toEqual({
      facets: { 'meal-plan': ['ALL_MEAL_PLANS'] },
      sort: { value: 'RECOMMENDED', ascending: true },
      page: { pageNumber: 3, pageSize: 20 },
      staticData: { language: 'it' },
    });
  });
});
