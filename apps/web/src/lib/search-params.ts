/**
 * The spec §3 search values every product reads from the URL (the landing search form, flights, stays and the
 * hotel detail): their names, the shapes of their values and the small readers each parser shares.
 */

/** The URL query names of spec §3 that a search writes, in writing order. */
export const SEARCH_PARAM_NAMES = [
  'product',
  'departure',
  'destination',
  'outboundDate',
  'returnDate',
  'adults',
  'childrenAges',
  'mealPlans',
  'freeCancellation',
  // Issue 19 item 8 (lib/search-party-params.ts): optional, absent in spec §3 links.
  'cabinClass',
  'rooms',
] as const;

export type SearchParamName = (typeof SEARCH_PARAM_NAMES)[number];

/** The trip part of a search that flights and stays read alike (spec §3). */
export interface TripSearchValues {
  /** Upper-case IATA airport or city code; null when absent or bad (stays: DP only). */
  departure: string | null;
  /** spec §3: lower case in the URL (city, airport or hotel code); upper-cased only for the API. */
  destination: string | null;
  /** spec §3: YYYYMMDD (a stay's check-in). */
  outboundDate: string | null;
  /** spec §3: YYYYMMDD; null for a one-way flight (a stay's check-out). */
  returnDate: string | null;
  adults: number;
  childrenAges: number[];
}

/** spec §3: a destination code (city, airport or hotel id). */
export const LOCATION_CODE = /^[A-Za-z0-9_-]{2,64}$/;
/** A three-letter IATA airport or city code. */
export const IATA_CODE = /^[A-Za-z]{3}$/;

/** One query value, trimmed; an absent or blank value is null. */
export function readParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

/** YYYYMMDD → YYYY-MM-DD (the API's calendar date). */
export function toIsoDate(urlDate: string): string {
  return `${urlDate.slice(0, 4)}-${urlDate.slice(4, 6)}-${urlDate.slice(6, 8)}`;
}
