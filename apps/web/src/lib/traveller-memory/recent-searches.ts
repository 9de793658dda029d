import type { ProductType } from '@wayfare/contract';

/**
 * Recent searches (issue 19 item 6), kept in localStorage per brand: the spec §3 search values of the last
 * searches, newest first, at most MAX_RECENT, without filters (a search, not a view). Storage may be missing,
 * full, refused or hold anything: every read falls back to "none" and every write may fail silently.
 */
export const MAX_RECENT = 5;
const PRODUCTS: readonly ProductType[] = ['H', 'DP', 'F', 'FF', 'HGH'];
/** spec §3 URL query values that make a search (filters, sort and page are left out). */
export const SEARCH_KEYS = [
  'departure',
  'destination',
  'outboundDate',
  'returnDate',
  'adults',
  'childrenAges',
  // Issue 19 item 8 (lib/search-party-params.ts).
  'cabinClass',
  'rooms',
] as const;

export interface RecentSearch {
  product: ProductType;
  /** The search's query string (SEARCH_KEYS only, in that order). */
  query: string;
  savedAt: number;
}

export const recentSearchesKey = (domain: string) => `wayfare.recent-searches.${domain}`;

/** The search part of a results URL's query, or null when it is not a search (no destination or no date). */
export function searchQueryOf(params: URLSearchParams): string | null {
  const kept = new URLSearchParams();
  for (const key of SEARCH_KEYS) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  return kept.has('destination') && kept.has('outboundDate') ? kept.toString() : null;
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    PRODUCTS.includes(entry.product as ProductType) &&
    typeof entry.query === 'string' &&
    entry.query.length < 500 &&
    typeof entry.savedAt === 'number'
  );
}

/** What the stored text holds: the valid entries (a corrupt text or entry is dropped, never thrown). */
export function parseRecentSearches(raw: string | null): RecentSearch[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isRecentSearch).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** `entry` first, the same search (product and query) not twice, at most MAX_RECENT. */
export function withRecentSearch(list: readonly RecentSearch[], entry: RecentSearch): RecentSearch[] {
  const others = list.filter((item) => item.product !== entry.product || item.query !== entry.query);
  return [entry, ...others].slice(0, MAX_RECENT);
}

/** Searches whose departure day (YYYYMMDD) has passed are of no use any more. */
export function stillAhead(list: readonly RecentSearch[], today: string): RecentSearch[] {
  const compactToday = today.replaceAll('-', '');
  return list.filter((item) => (new URLSearchParams(item.query).get('outboundDate') ?? '') >= compactToday);
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export function readRecentSearches(domain: string): RecentSearch[] {
  try {
    return parseRecentSearches(storage()?.getItem(recentSearchesKey(domain)) ?? null);
  } catch {
    return [];
  }
}

export function rememberSearch(domain: string, product: ProductType, query: string, now = Date.now()): void {
  try {
    const next = withRecentSearch(readRecentSearches(domain), { product, query, savedAt: now });
    storage()?.setItem(recentSearchesKey(domain), JSON.stringify(next));
  } catch {
    // Full or refused storage: the search simply is not remembered.
  }
}

export function clearRecentSearches(domain: string): void {
  try {
    storage()?.removeItem(recentSearchesKey(domain));
  } catch {
    // Nothing to do: a refused storage holds nothing of ours either.
  }
}
