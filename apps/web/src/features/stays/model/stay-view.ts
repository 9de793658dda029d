import type { MealPlan } from '@wayfare/contract';
import { FIRST_PAGE } from '@wayfare/contract';
import type { NumberRange as PriceRange } from '../../../lib/number-range';

/** A map area in degrees (the coordinates facet of spec §3). */
export interface BoundingBox {
  north: number;
  south: number;
  east: number;
  west: number;
}

export type { PriceRange };

/** Every accommodation facet of spec §3, as the traveller chose it. */
export interface StayFilters {
  price: PriceRange | null;
  promotion: boolean;
  /** spec §3 URL value freeCancellation. */
  freeCancellation: boolean;
  propertyTypes: string[];
  stars: number[];
  /** Minimum guest score out of 10; null: any. */
  minRating: number | null;
  amenities: string[];
  characteristics: string[];
  /** spec §3 URL value mealPlans; ALL_MEAL_PLANS ("any meal plan") is the default. */
  mealPlans: MealPlan[];
  area: BoundingBox | null;
}

export const STAY_SORT_VALUES = ['RECOMMENDED', 'PRICE', 'STARS', 'RATING', 'DISTANCE'] as const;
export type StaySortValue = (typeof STAY_SORT_VALUES)[number];

export interface StaySort {
  value: StaySortValue;
  ascending: boolean;
}

/** spec §9: default sort RECOMMENDED ascending. */
export const DEFAULT_STAY_SORT: StaySort = { value: 'RECOMMENDED', ascending: true };

/** The sort choices offered, each a value and a direction that reads naturally. */
export const SORT_CHOICES: readonly StaySort[] = [
  DEFAULT_STAY_SORT,
  { value: 'PRICE', ascending: true },
  { value: 'PRICE', ascending: false },
  { value: 'STARS', ascending: false },
  { value: 'RATING', ascending: false },
  { value: 'DISTANCE', ascending: true },
];

export const sortKey = (sort: StaySort) => `${sort.value}-${sort.ascending ? 'asc' : 'desc'}`;

export interface StayView {
  filters: StayFilters;
  sort: StaySort;
  page: number;
}

export const ALL_MEAL_PLANS: MealPlan = 'ALL_MEAL_PLANS';

export const EMPTY_STAY_FILTERS: StayFilters = {
  price: null,
  promotion: false,
  freeCancellation: false,
  propertyTypes: [],
  stars: [],
  minRating: null,
  amenities: [],
  characteristics: [],
  mealPlans: [ALL_MEAL_PLANS],
  area: null,
};

export const DEFAULT_STAY_VIEW: StayView = { filters: EMPTY_STAY_FILTERS, sort: DEFAULT_STAY_SORT, page: FIRST_PAGE };

/** How many filters differ from "no filter" (the phone's filters button shows it). */
export function countActiveStayFilters(filters: StayFilters): number {
  const specificPlans = filters.mealPlans.filter((plan) => plan !== ALL_MEAL_PLANS);
  return [
    filters.price !== null,
    filters.promotion,
    filters.freeCancellation,
    filters.propertyTypes.length > 0,
    filters.stars.length > 0,
    filters.minRating !== null,
    filters.amenities.length > 0,
    filters.characteristics.length > 0,
    specificPlans.length > 0,
    filters.area !== null,
  ].filter(Boolean).length;
}

/** A filter change starts again from page 1 (the old page may not exist any more). */
export function withStayFilters(view: StayView, filters: StayFilters): StayView {
  return { ...view, filters, page: FIRST_PAGE };
}

export function withStaySort(view: StayView, sort: StaySort): StayView {
  return { ...view, sort, page: FIRST_PAGE };
}

/**
 * The meal-plan facet as checkboxes: "any meal plan" (ALL_MEAL_PLANS) and specific plans exclude each
 * other; unticking the last specific plan goes back to "any".
 */
export function toggleMealPlan(current: readonly MealPlan[], plan: MealPlan, checked: boolean): MealPlan[] {
  if (plan === ALL_MEAL_PLANS) return [ALL_MEAL_PLANS];
  const specific = current.filter((item) => item !== ALL_MEAL_PLANS && item !== plan);
  const next = checked ? [...specific, plan] : specific;
  return next.length > 0 ? next : [ALL_MEAL_PLANS];
}
