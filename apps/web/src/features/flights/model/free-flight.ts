import type { FlightFacets } from '@wayfare/contract';
import type { FlightSort } from './flight-view';

export interface FreeFlightConditions {
  voucherAmount: number;
}

/** spec §9: free-flight conditions force the PRICE sort. */
export const FREE_FLIGHT_SORT: FlightSort = { value: 'PRICE', ascending: true };

/** spec §9: the price ceiling is the voucher amount times 100. */
export function freeFlightPriceCeiling(conditions: FreeFlightConditions): number {
  return conditions.voucherAmount * 100;
}

/**
 * The sort and facets actually sent: unchanged without free-flight conditions; with them the sort is PRICE and
 * the price maximum never exceeds the ceiling (a lower maximum the traveller chose is kept).
 */
export function applyFreeFlight(
  sort: FlightSort,
  facets: FlightFacets,
  conditions: FreeFlightConditions | null | undefined,
): { sort: FlightSort; facets: FlightFacets } {
  if (!conditions) return { sort, facets };
  const ceiling = freeFlightPriceCeiling(conditions);
  const max = facets.price?.max === undefined ? ceiling : Math.min(facets.price.max, ceiling);
  const min = facets.price?.min !== undefined && facets.price.min <= max ? facets.price.min : undefined;
  return {
    sort: FREE_FLIGHT_SORT,
    facets: { ...facets, price: min === undefined ? { max } : { min, max } },
  };
}
