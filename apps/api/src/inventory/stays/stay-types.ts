import type { MealPlan } from '@wayfare/contract';
import type { AccommodationType } from './stay-vocabulary';

export type RateMealPlan = Exclude<MealPlan, 'ALL_MEAL_PLANS'>;

export interface RoomType {
  code: string;
  /** Price relative to the property's base double room. */
  priceFactor: number;
  /** Guests one unit sleeps (a dormitory bed sleeps 1). */
  maxOccupancy: number;
}

export interface StayPromotionInfo {
  kind: 'EARLY_BOOKING' | 'LAST_MINUTE' | 'LONG_STAY' | 'MEMBER' | 'SEASONAL';
  discountPercent: number;
}

/** One generated property: everything search and pricing need, without per-language texts (made on demand). */
export interface Stay {
  /** `<CITY>-H<nnnn>`, e.g. ROM-H0042. */
  id: string;
  cityCode: string;
  country: string;
  name: string;
  type: AccommodationType;
  stars: number;
  rating: { score: number; count: number } | null;
  amenities: readonly string[];
  characteristics: readonly string[];
  mealPlans: readonly RateMealPlan[];
  /** Offers flexible rates, cancellable for free until `freeCancellationDays` before check-in. */
  freeCancellation: boolean;
  freeCancellationDays: number;
  promotion: StayPromotionInfo | null;
  latitude: number;
  longitude: number;
  distanceFromCentreKm: number;
  street: string;
  postalCode: string;
  /** Used in descriptions (Centro, Old Town, …). */
  district: string;
  checkInTime: string;
  checkOutTime: string;
  /** Euro per night of the base double room, room only, before season and weekend. */
  baseNightly: number;
  rooms: readonly RoomType[];
  /** 0..1, drives the RECOMMENDED order. */
  popularity: number;
}
