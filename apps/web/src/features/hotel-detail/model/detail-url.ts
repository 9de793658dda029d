import { SEARCH_PARAM_NAMES } from '../../../lib/search-params';
import { parseStaySearch } from '../../../lib/stay-query';
import type { ParsedStaySearch, StayProduct } from '../../../lib/stay-query';

const ID = /^[A-Za-z0-9_.:~-]{1,200}$/;

/** Query names the detail adds to the spec §3 search values. */
export const DETAIL_PARAMS = { stay: 'stay', rate: 'rate', transport: 'transport' } as const;
export type DetailParam = (typeof DETAIL_PARAMS)[keyof typeof DETAIL_PARAMS];

export interface DetailState {
  search: ParsedStaySearch;
  /** The proposal (stay) shown; null when absent or malformed. */
  stayId: string | null;
  /** The chosen room rate; null: the cheapest is preselected. */
  rateId: string | null;
  /** DP: the flight chosen instead of the package's default one. */
  transportId: string | null;
  invalid: DetailParam[];
}

/** Reads the detail's state from the URL (style.md §5), so a chosen room and flight survive a reload. Never throws. */
export function parseDetailState(params: URLSearchParams, product: StayProduct, today?: string): DetailState {
  const invalid: DetailParam[] = [];
  const id = (name: DetailParam) => {
    const raw = params.get(name)?.trim();
    if (!raw) return null;
    if (ID.test(raw)) return raw;
    invalid.push(name);
    return null;
  };
  const stayId = id(DETAIL_PARAMS.stay);
  const rateId = id(DETAIL_PARAMS.rate);
  const transportId = product === 'DP' ? id(DETAIL_PARAMS.transport) : null;
  return { search: parseStaySearch(params, product, today), stayId, rateId, transportId, invalid };
}

/** The detail URL with one detail value changed (null removes it); everything else stays. */
export function withDetailParam(params: URLSearchParams, name: DetailParam, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}

/** Back to the results of the same search (spec §2 /DP, /H, /HGH). */
export function resultsHref(params: URLSearchParams, product: StayProduct): string {
  const next = new URLSearchParams(params);
  for (const name of Object.values(DETAIL_PARAMS)) next.delete(name);
  return `/${product}?${next.toString()}`;
}

/**
 * True when `resultsUrl` (path and query) shows the results of this detail's search: the product's path and the
 * same spec §3 values (the card's link carries them all). Its page, sort and filters may differ.
 */
export function isResultsOfSearch(resultsUrl: string | null, params: URLSearchParams, product: StayProduct): boolean {
  if (!resultsUrl?.startsWith('/')) return false;
  const url = new URL(resultsUrl, 'http://results.invalid');
  if (url.pathname !== `/${product}`) return false;
  return SEARCH_PARAM_NAMES.every(
    (name) => name === 'product' || (url.searchParams.get(name) ?? '') === (params.get(name) ?? ''),
  );
}
