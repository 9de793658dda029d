import { FIRST_PAGE, PAGE_SIZE } from '@wayfare/contract';
import type { Language, StayFacets } from '@wayfare/contract';
import type { BoundingBox, StayFilters, StaySort, StayView } from './stay-view';

/**
 * spec §5 accommodation filters: the one place the traveller's choices become the RetrieveProposals facets
 * (spec §3 names). Pure; every rule tested in stay-filters.test.ts.
 */

/** Rounds half away from zero at `decimals`, immune to binary noise (1.000005 → 1.00001, not 1.0). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Math.abs(value) * factor;
  const rounded = Math.round(Number(scaled.toPrecision(15))) / factor;
  return Math.sign(value) * rounded || 0;
}

/** Decimals per bound. */
export const BOUND_DECIMALS = { north: 6, south: 5, east: 5, west: 5 } as const;

/**
 * spec §5: "map bounding box numbers are rounded to 5 decimals (the one bound to 6)". The spec does not say
 * which bound; we give the first bound, north, 6 decimals and the others 5 (documented in BOUND_DECIMALS).
 */
export function roundBoundingBox(box: BoundingBox): BoundingBox {
  return {
    north: roundTo(box.north, BOUND_DECIMALS.north),
    south: roundTo(box.south, BOUND_DECIMALS.south),
    east: roundTo(box.east, BOUND_DECIMALS.east),
    west: roundTo(box.west, BOUND_DECIMALS.west),
  };
}

/**
 * The facets of a view. Empty choices are left out; spec §5: ALL_MEAL_PLANS is passed as is (never expanded
 * into the plans it stands for, never dropped); free-cancellation is sent only when true; the bounding box
 * is rounded as above.
 */
export function toStayFacets(filters: StayFilters): StayFacets {
  const facets: StayFacets = {};
  const price = filters.price;
  if (price && (price.min !== undefined || price.max !== undefined)) {
    facets['price-range'] = {
      ...(price.min !== undefined ? { min: price.min } : {}),
      ...(price.max !== undefined ? { max: price.max } : {}),
    };
  }
  if (filters.promotion) facets.promotion = true;
  if (filters.freeCancellation === true) facets['free-cancellation'] = true;
  if (filters.propertyTypes.length > 0) facets['property-type'] = [...filters.propertyTypes];
  if (filters.stars.length > 0) facets.stars = [...filters.stars];
  if (filters.minRating !== null) facets['opinion-rating'] = filters.minRating;
  if (filters.amenities.length > 0) facets.amenities = [...filters.amenities];
  if (filters.characteristics.length > 0) facets.characteristics = [...filters.characteristics];
  if (filters.mealPlans.length > 0) facets['meal-plan'] = [...new Set(filters.mealPlans)];
  if (filters.area) facets.coordinates = roundBoundingBox(filters.area);
  return facets;
}

export interface RetrieveStaysBody {
  facets: StayFacets;
  sort: StaySort;
  page: { pageNumber: number; pageSize: number };
  staticData: { language: Language };
}

/** The RetrieveProposals body (spec §7): page (spec §9: 20 per page), facets, sort, staticData.language. */
export function buildRetrieveStaysBody(view: StayView, language: Language): RetrieveStaysBody {
  return {
    facets: toStayFacets(view.filters),
    sort: { value: view.sort.value, ascending: view.sort.ascending },
    page: { pageNumber: Math.max(FIRST_PAGE, view.page), pageSize: PAGE_SIZE },
    staticData: { language },
  };
}
