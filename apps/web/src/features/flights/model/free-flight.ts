import type { FlightFacets, Money } from '@wayfare/contract';
import { fromMajor } from '@wayfare/contract';
import type { FlightSort } from './flight-view';

export interface FreeFlightConditions {
  /** In MAJOR units of the brand currency (150 = 150 €): what the traveller reads. */
  voucherAmount: number;
  /** The code the server applies to the cart by itself (shown, never typed). */
  voucherCode?: string;
}

/** spec §9: free-flight conditions force the PRICE sort. */
export const FREE_FLIGHT_SORT: FlightSort = { value: 'PRICE', ascending: true };

/**
 * spec §9: the price ceiling is the voucher amount times 100, i.e. the voucher in MINOR units, which is how the
 * API counts prices. It bounds the offer's total for every traveller (the one voucher pays the order), as the API's
 * price facet does. A request value, never a price to show: the traveller reads `freeFlightVoucher`.
 */
export function freeFlightPriceCeiling(conditions: FreeFlightConditions): number {
  return conditions.voucherAmount * 100;
}

/** The voucher as money in the brand currency ("150 €"): the amount the free-flight notice shows. */
export function freeFlightVoucher(conditions: FreeFlightConditions, currency: string): Money {
  return fromMajor(conditions.voucherAmount, currency);
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
