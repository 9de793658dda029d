import type { StayFacets } from '@wayfare/contract';
import { MEAL_PLANS } from '../../inventory/stays/stay-attributes';
import type { RateMealPlan } from '../../inventory/stays/stay-types';
import type { StaySearchItem } from './stay-search';
import { slotOf } from './stay-search';

/** One bit per facet: an item's mask says which facets it fails (metadata counts use "all but one"). */
export const FACET_BITS = {
  'price-range': 1 << 0,
  promotion: 1 << 1,
  'free-cancellation': 1 << 2,
  'property-type': 1 << 3,
  stars: 1 << 4,
  'opinion-rating': 1 << 5,
  amenities: 1 << 6,
  characteristics: 1 << 7,
  'meal-plan': 1 << 8,
  coordinates: 1 << 9,
} as const;

/** Meal plans the meal-plan facet keeps; spec §5: ALL_MEAL_PLANS (or nothing) means no restriction. */
export function selectedPlans(facets: StayFacets): readonly RateMealPlan[] {
  const chosen = facets['meal-plan'] ?? [];
  if (chosen.length === 0 || chosen.includes('ALL_MEAL_PLANS')) return MEAL_PLANS;
  return MEAL_PLANS.filter((plan) => chosen.includes(plan));
}

/** The rate a result card shows; `price` is Infinity when the item has no rate in the chosen plans. */
export interface ShownRate {
  price: number;
  plan: RateMealPlan;
  flexible: boolean;
  /** Index in the item's price tables, -1 when there is no such rate. */
  slot: number;
}

/** The rate a card shows: the cheapest in the chosen meal plans (refundable only with free-cancellation on). */
export function shownRate(item: StaySearchItem, plans: readonly RateMealPlan[], flexibleOnly: boolean): ShownRate {
  let best: ShownRate = { price: Infinity, plan: plans[0] as RateMealPlan, flexible: false, slot: -1 };
  for (const plan of plans) {
    for (const flexible of flexibleOnly ? [true] : [false, true]) {
      const slot = slotOf(plan, flexible);
      const price = item.prices[slot] as number;
      if (price < best.price) best = { price, plan, flexible, slot };
    }
  }
  return best;
}

function inBox(latitude: number, longitude: number, box: NonNullable<StayFacets['coordinates']>): boolean {
  if (latitude < box.south || latitude > box.north) return false;
  // A box across the antimeridian has west > east.
  return box.west <= box.east
    ? longitude >= box.west && longitude <= box.east
    : longitude >= box.west || longitude <= box.east;
}

const hasAll = (values: readonly string[], wanted: readonly string[] | undefined) =>
  !wanted || wanted.every((value) => values.includes(value));

/**
 * Which facets an item fails. OR facets (property type, stars, meal plan) keep an item with any chosen
 * value; amenities and characteristics need all chosen values; the price is the shown rate's.
 */
export function failMask(item: StaySearchItem, facets: StayFacets, plans: readonly RateMealPlan[], shownPrice: number) {
  const { stay } = item;
  let mask = 0;
  const range = facets['price-range'];
  if (range) {
    const price = shownPrice === Infinity ? item.minPrice : shownPrice;
    if ((range.min !== undefined && price < range.min) || (range.max !== undefined && price > range.max)) {
      mask |= FACET_BITS['price-range'];
    }
  }
  if (facets.promotion && !stay.promotion) mask |= FACET_BITS.promotion;
  if (facets['free-cancellation'] && !plans.some((plan) => (item.prices[slotOf(plan, true)] as number) < Infinity)) {
    mask |= FACET_BITS['free-cancellation'];
  }
  const types = facets['property-type'];
  if (types && types.length > 0 && !types.includes(stay.type)) mask |= FACET_BITS['property-type'];
  const stars = facets.stars;
  if (stars && stars.length > 0 && !stars.includes(stay.stars)) mask |= FACET_BITS.stars;
  const minScore = facets['opinion-rating'];
  if (minScore !== undefined && minScore > 0 && (stay.rating?.score ?? -1) < minScore) {
    mask |= FACET_BITS['opinion-rating'];
  }
  if (!hasAll(stay.amenities, facets.amenities)) mask |= FACET_BITS.amenities;
  if (!hasAll(stay.characteristics, facets.characteristics)) mask |= FACET_BITS.characteristics;
  if (!plans.some((plan) => offersPlan(item, plan))) mask |= FACET_BITS['meal-plan'];
  if (facets.coordinates && !inBox(stay.latitude, stay.longitude, facets.coordinates)) mask |= FACET_BITS.coordinates;
  return mask;
}

/** True when the search kept a rate of this plan for the item (CreateSearch may restrict plans). */
export const offersPlan = (item: StaySearchItem, plan: RateMealPlan) =>
  (item.prices[slotOf(plan, false)] as number) < Infinity || (item.prices[slotOf(plan, true)] as number) < Infinity;
