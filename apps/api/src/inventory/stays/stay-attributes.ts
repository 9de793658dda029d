import type { SeededRandom } from '../seeded-random';
import type { RateMealPlan, StayPromotionInfo } from './stay-types';
import type { AccommodationType } from './stay-vocabulary';

/** Amenity codes the amenities facet offers (spec §3 "Accommodation facets"). */
export const AMENITIES = [
  'WIFI',
  'AIR_CONDITIONING',
  'PARKING',
  'POOL',
  'SPA',
  'GYM',
  'RESTAURANT',
  'BAR',
  'ROOM_SERVICE',
  'PETS',
  'AIRPORT_SHUTTLE',
  'KITCHEN',
  'LAUNDRY',
  'WHEELCHAIR_ACCESS',
  'EV_CHARGING',
  'RECEPTION_24H',
] as const;

/** Characteristic codes the characteristics facet offers. */
export const CHARACTERISTICS = [
  'CITY_CENTRE',
  'SEA_VIEW',
  'BEACHFRONT',
  'FAMILY_FRIENDLY',
  'ADULTS_ONLY',
  'ROMANTIC',
  'BUSINESS',
  'HISTORIC_BUILDING',
  'QUIET_AREA',
  'NEAR_PUBLIC_TRANSPORT',
  'ECO_CERTIFIED',
] as const;

export const MEAL_PLANS: readonly RateMealPlan[] = [
  'ROOM_ONLY',
  'BREAKFAST',
  'HALF_BOARD',
  'FULL_BOARD',
  'ALL_INCLUSIVE',
];

/** Probability of each amenity; better and bigger properties have more. */
export function pickAmenities(random: SeededRandom, type: AccommodationType, stars: number): string[] {
  const quality = stars / 5;
  const hotelLike = type === 'HOTEL' || type === 'RESORT';
  const odds: Record<(typeof AMENITIES)[number], number> = {
    WIFI: 0.97,
    AIR_CONDITIONING: 0.55 + quality * 0.4,
    PARKING: type === 'RESORT' || type === 'VILLA' ? 0.95 : 0.3 + quality * 0.3,
    POOL: type === 'RESORT' || type === 'VILLA' ? 0.9 : hotelLike ? 0.05 + quality * 0.35 : 0.03,
    SPA: type === 'RESORT' ? 0.7 : hotelLike ? quality * quality * 0.6 : 0,
    GYM: hotelLike ? 0.1 + quality * 0.6 : 0.02,
    RESTAURANT: hotelLike ? 0.25 + quality * 0.65 : 0.05,
    BAR: hotelLike ? 0.4 + quality * 0.5 : type === 'HOSTEL' ? 0.6 : 0.05,
    ROOM_SERVICE: hotelLike ? quality * 0.9 : 0,
    PETS: 0.3,
    AIRPORT_SHUTTLE: hotelLike ? 0.1 + quality * 0.3 : 0.02,
    KITCHEN: type === 'APARTMENT' || type === 'VILLA' ? 1 : type === 'HOSTEL' ? 0.7 : 0.02,
    LAUNDRY: type === 'HOSTEL' || type === 'APARTMENT' ? 0.6 : 0.2 + quality * 0.4,
    WHEELCHAIR_ACCESS: hotelLike ? 0.3 + quality * 0.5 : 0.15,
    EV_CHARGING: 0.04 + quality * 0.25,
    RECEPTION_24H: hotelLike ? 0.5 + quality * 0.5 : type === 'HOSTEL' ? 0.8 : 0.05,
  };
  return AMENITIES.filter((code) => random.chance(odds[code]));
}

/** Characteristics follow from where the property is and what kind it is. */
export function pickCharacteristics(
  random: SeededRandom,
  context: { type: AccommodationType; stars: number; distanceKm: number; coastal: boolean },
): string[] {
  const { type, stars, distanceKm, coastal } = context;
  const result: string[] = [];
  if (distanceKm < 1.2) result.push('CITY_CENTRE');
  const seaView = coastal && random.chance(type === 'RESORT' || type === 'VILLA' ? 0.7 : 0.22);
  if (seaView) result.push('SEA_VIEW');
  if (seaView && random.chance(0.45)) result.push('BEACHFRONT');
  const adultsOnly = type !== 'HOSTEL' && random.chance(stars >= 4 ? 0.08 : 0.03);
  if (!adultsOnly && random.chance(type === 'RESORT' || type === 'APARTMENT' || type === 'VILLA' ? 0.7 : 0.25)) {
    result.push('FAMILY_FRIENDLY');
  }
  if (adultsOnly) result.push('ADULTS_ONLY');
  if (random.chance(type === 'B_AND_B' || type === 'VILLA' || adultsOnly ? 0.5 : 0.12)) result.push('ROMANTIC');
  if (type === 'HOTEL' && random.chance(stars >= 3 ? 0.35 : 0.1)) result.push('BUSINESS');
  if (distanceKm < 3 && random.chance(0.25)) result.push('HISTORIC_BUILDING');
  if (distanceKm > 2 && random.chance(0.5)) result.push('QUIET_AREA');
  if (distanceKm < 5 && random.chance(0.6)) result.push('NEAR_PUBLIC_TRANSPORT');
  if (random.chance(0.08)) result.push('ECO_CERTIFIED');
  return CHARACTERISTICS.filter((code) => result.includes(code));
}

/** Meal plans a property sells (never empty). */
export function pickMealPlans(random: SeededRandom, type: AccommodationType, stars: number): RateMealPlan[] {
  const plans = new Set<RateMealPlan>();
  switch (type) {
    case 'HOTEL':
      if (random.chance(0.85)) plans.add('ROOM_ONLY');
      if (random.chance(0.9)) plans.add('BREAKFAST');
      if (random.chance(0.15 + stars * 0.06)) plans.add('HALF_BOARD');
      if (random.chance(0.04 + stars * 0.03)) plans.add('FULL_BOARD');
      break;
    case 'RESORT':
      plans.add('BREAKFAST');
      if (random.chance(0.7)) plans.add('HALF_BOARD');
      if (random.chance(0.45)) plans.add('FULL_BOARD');
      if (random.chance(0.5)) plans.add('ALL_INCLUSIVE');
      break;
    case 'B_AND_B':
      plans.add('BREAKFAST');
      if (random.chance(0.3)) plans.add('ROOM_ONLY');
      break;
    case 'HOSTEL':
      plans.add('ROOM_ONLY');
      if (random.chance(0.4)) plans.add('BREAKFAST');
      break;
    case 'APARTMENT':
    case 'VILLA':
      plans.add('ROOM_ONLY');
      if (random.chance(type === 'VILLA' ? 0.3 : 0.15)) plans.add('BREAKFAST');
      break;
  }
  if (plans.size === 0) plans.add('BREAKFAST');
  return MEAL_PLANS.filter((plan) => plans.has(plan));
}

const PROMOTION_KINDS: readonly StayPromotionInfo['kind'][] = [
  'EARLY_BOOKING',
  'LAST_MINUTE',
  'LONG_STAY',
  'MEMBER',
  'SEASONAL',
];

/** About one property in six runs a promotion of 10 to 30 percent. */
export function pickPromotion(random: SeededRandom): StayPromotionInfo | null {
  if (!random.chance(0.17)) return null;
  return { kind: random.pick(PROMOTION_KINDS), discountPercent: random.pick([10, 12, 15, 18, 20, 25, 30]) };
}
