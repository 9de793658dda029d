import type { MealPlan, stayFiltersMetadataSchema } from '@wayfare/contract';
import type { z } from 'zod';
import { findCity } from '../../inventory/cities';
import { AMENITIES, CHARACTERISTICS, MEAL_PLANS } from '../../inventory/stays/stay-attributes';
import { FACET_BITS, offersPlan } from './stay-facets';
import type { ShownRate } from './stay-facets';
import type { Evaluation } from './stay-results';
import type { StaySearch, StaySearchItem } from './stay-search';
import { slotOf } from './stay-search';

export type StayFiltersMetadata = z.infer<typeof stayFiltersMetadataSchema>;

/** Minimum guest scores the opinion-rating facet offers, best first. */
export const OPINION_THRESHOLDS = [9, 8, 7, 6] as const;
const PROPERTY_TYPES = ['HOTEL', 'APARTMENT', 'B_AND_B', 'RESORT', 'HOSTEL', 'VILLA'] as const;
const STARS = [0, 1, 2, 3, 4, 5] as const;

/**
 * Facet metadata (design.md: with every page). Each single-choice or any-of facet (price, promotion,
 * free cancellation, property type, stars, opinion rating, meal plan, coordinates) is counted over the
 * results of every other facet, so a count is what choosing that value would give. Amenities and
 * characteristics must all match, so their counts refine the current results.
 */
export function filtersMetadata(search: StaySearch, evaluation: Evaluation): StayFiltersMetadata {
  const { items } = search;
  /** Items passing every facet except `ignored` (a FACET_BITS value, or 0 for all facets). */
  const passing = (ignored: number): StaySearchItem[] =>
    items.filter((_, index) => ((evaluation.masks[index] as number) & ~ignored) === 0);
  function countBy<T>(ignored: number, values: readonly T[], has: (item: StaySearchItem, value: T) => boolean) {
    const present = values.filter((value) => items.some((item) => has(item, value)));
    const pool = passing(ignored);
    return present.map((value) => ({ value, count: pool.filter((item) => has(item, value)).length }));
  }

  const priced: number[] = [];
  items.forEach((item, index) => {
    if (((evaluation.masks[index] as number) & ~FACET_BITS['price-range']) !== 0) return;
    const shown = (evaluation.shown[index] as ShownRate).price;
    priced.push(shown === Infinity ? item.minPrice : shown);
  });
  const ratingPool = passing(FACET_BITS['opinion-rating']);
  const mealPool = passing(FACET_BITS['meal-plan']);
  return {
    'price-range':
      priced.length === 0
        ? { min: 0, max: 0 }
        : { min: Math.floor(Math.min(...priced)), max: Math.ceil(Math.max(...priced)) },
    promotion: passing(FACET_BITS.promotion).filter((item) => item.stay.promotion).length,
    'free-cancellation': passing(FACET_BITS['free-cancellation']).filter((item) =>
      evaluation.plans.some((plan) => (item.prices[slotOf(plan, true)] as number) < Infinity),
    ).length,
    'property-type': countBy<string>(
      FACET_BITS['property-type'],
      PROPERTY_TYPES,
      (item, type) => item.stay.type === type,
    ),
    stars: countBy<number>(FACET_BITS.stars, STARS, (item, stars) => item.stay.stars === stars),
    'opinion-rating': OPINION_THRESHOLDS.map((threshold) => ({
      value: threshold,
      count: ratingPool.filter((item) => (item.stay.rating?.score ?? -1) >= threshold).length,
      label: `${threshold}+`,
    })),
    amenities: countBy<string>(0, AMENITIES, (item, code) => item.stay.amenities.includes(code)),
    characteristics: countBy<string>(0, CHARACTERISTICS, (item, code) => item.stay.characteristics.includes(code)),
    'meal-plan': [
      { value: 'ALL_MEAL_PLANS' as MealPlan, count: mealPool.length },
      ...countBy<(typeof MEAL_PLANS)[number]>(FACET_BITS['meal-plan'], MEAL_PLANS, offersPlan),
    ],
    coordinates: boundingBox(search, passing(FACET_BITS.coordinates)),
  };
}

/** The box around the results of every other facet (the map fits it); the city centre when empty. */
function boundingBox(search: StaySearch, pool: readonly StaySearchItem[]): StayFiltersMetadata['coordinates'] {
  if (pool.length === 0) {
    const city = findCity(search.cityCode);
    const latitude = city?.latitude ?? 0;
    const longitude = city?.longitude ?? 0;
    return { north: latitude, south: latitude, east: longitude, west: longitude };
  }
  const latitudes = pool.map((item) => item.stay.latitude);
  const longitudes = pool.map((item) => item.stay.longitude);
  return {
    north: Math.max(...latitudes),
    south: Math.min(...latitudes),
    east: Math.max(...longitudes),
    west: Math.min(...longitudes),
  };
}
