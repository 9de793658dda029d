import { describe, expect, it } from 'vitest';
import { parseStaySearch } from '../../../lib/stay-query';
import { DEFAULT_STAY_VIEW, toggleMealPlan, withStayFilters } from './stay-view';
import type { StayView } from './stay-view';
import { parseStayView, writeStayView } from './stay-view-url';

const read = (query: string) => {
  const params = new URLSearchParams(query);
  return parseStayView(params, parseStaySearch(params, 'H', '20270101').values);
};

describe('stay view in the URL', () => {
  it('defaults to no filters, RECOMMENDED ascending, page 1, any meal plan', () => {
    expect(read('')).toEqual({ view: DEFAULT_STAY_VIEW, invalid: [] });
  });

  it('round-trips every filter, the sort and the page', () => {
    const view: StayView = {
      filters: {
        price: { min: 100, max: 400 },
        promotion: true,
        freeCancellation: true,
        propertyTypes: ['HOTEL', 'APARTMENT'],
        stars: [3, 5],
        minRating: 8,
        amenities: ['WIFI', 'POOL'],
        characteristics: ['CITY_CENTRE'],
        mealPlans: ['BREAKFAST', 'HALF_BOARD'],
        area: { north: 41.987654, south: 41.81235, east: 12.55556, west: 12.44444 },
      },
      sort: { value: 'PRICE', ascending: false },
      page: 4,
    };
    const query = writeStayView(new URLSearchParams('destination=rom'), view).toString();
    expect(query).toContain('mealPlans=BREAKFAST-HALF_BOARD');
    expect(query).toContain('freeCancellation=true');
    const back = read(query).view;
    expect(back.filters).toEqual({
      ...view.filters,
      propertyTypes: ['APARTMENT', 'HOTEL'],
      amenities: ['POOL', 'WIFI'],
    });
    expect(back.sort).toEqual(view.sort);
    expect(back.page).toBe(4);
  });

  it('writes no ALL_MEAL_PLANS and no false freeCancellation (spec §3)', () => {
    const query = writeStayView(new URLSearchParams('freeCancellation=true&mealPlans=BREAKFAST'), DEFAULT_STAY_VIEW);
    expect(query.toString()).toBe('');
  });

  it('falls back on bad values and lists them', () => {
    const { view, invalid } = read('price=9-1&stars=7&rating=11&area=1,2,3&sort=CHEAP&page=0&types=hotel');
    expect(view).toEqual(DEFAULT_STAY_VIEW);
    expect(invalid.sort()).toEqual(['area', 'page', 'price', 'rating', 'sort', 'stars', 'types']);
  });

  it('a filter change goes back to page 1', () => {
    expect(withStayFilters({ ...DEFAULT_STAY_VIEW, page: 5 }, DEFAULT_STAY_VIEW.filters).page).toBe(1);
  });

  it('meal plans: any and specific plans exclude each other', () => {
    expect(toggleMealPlan(['ALL_MEAL_PLANS'], 'BREAKFAST', true)).toEqual(['BREAKFAST']);
    expect(toggleMealPlan(['BREAKFAST'], 'BREAKFAST', false)).toEqual(['ALL_MEAL_PLANS']);
    expect(toggleMealPlan(['BREAKFAST', 'HALF_BOARD'], 'ALL_MEAL_PLANS', true)).toEqual(['ALL_MEAL_PLANS']);
  });
});
