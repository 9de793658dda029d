import { FIRST_PAGE } from '@wayfare/contract';
import { formatNumberRange, parseNumberRange } from '../../../lib/number-range';
import type { StaySearchValues } from '../../../lib/stay-query';
import { ALL_MEAL_PLANS, DEFAULT_STAY_SORT, STAY_SORT_VALUES } from './stay-view';
import type { BoundingBox, StayFilters, StaySort, StayView } from './stay-view';

/**
 * Query names of the stay view (style.md §5: filters, sort and page live in the URL). Meal plans and free
 * cancellation use the spec §3 names `mealPlans` and `freeCancellation`, read with the search.
 */
export const STAY_VIEW_PARAMS = {
  price: 'price',
  promotion: 'promo',
  propertyTypes: 'types',
  stars: 'stars',
  minRating: 'rating',
  amenities: 'amenities',
  characteristics: 'chars',
  area: 'area',
  sort: 'sort',
  order: 'order',
  page: 'page',
} as const;

export type StayViewParam = (typeof STAY_VIEW_PARAMS)[keyof typeof STAY_VIEW_PARAMS];

const MAX_LIST = 30;
const MAX_PAGE = 10_000;
type Reader<T> = (raw: string) => T | null;

const list =
  <T extends string | number>(item: Reader<T>): Reader<T[]> =>
  (raw) => {
    const parts = raw.split(',').map((part) => part.trim());
    if (parts.length > MAX_LIST || parts.some((part) => part === '')) return null;
    const items = parts.map(item);
    // Sorted: one set of choices is one URL and one request (cache hits, stable reloads).
    return items.some((value) => value === null) ? null : [...new Set(items as T[])].sort(compare);
  };

const compare = <T extends string | number>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

const code: Reader<string> = (raw) => (/^[A-Z][A-Z0-9_]{1,49}$/.test(raw) ? raw : null);
const star: Reader<number> = (raw) => (/^[0-5]$/.test(raw) ? Number(raw) : null);

const rating: Reader<number> = (raw) => {
  if (!/^\d{1,2}(\.\d)?$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 && value <= 10 ? value : null;
};

const DEGREES = /^-?\d{1,3}(\.\d{1,8})?$/;

/** `north,south,east,west` in degrees; south must not exceed north. */
const area: Reader<BoundingBox> = (raw) => {
  const parts = raw.split(',');
  if (parts.length !== 4 || !parts.every((part) => DEGREES.test(part))) return null;
  const [north, south, east, west] = parts.map(Number) as [number, number, number, number];
  const lat = (value: number) => value >= -90 && value <= 90;
  const lon = (value: number) => value >= -180 && value <= 180;
  if (!lat(north) || !lat(south) || !lon(east) || !lon(west) || south > north) return null;
  return { north, south, east, west };
};

export interface ParsedStayView {
  view: StayView;
  invalid: StayViewParam[];
}

/** Reads filters, sort and page. Never throws: a bad value falls back to its default and is listed. */
export function parseStayView(params: URLSearchParams, search: StaySearchValues): ParsedStayView {
  const invalid: StayViewParam[] = [];
  function take<T>(name: StayViewParam, reader: Reader<T>, fallback: T): T {
    const raw = params.get(name)?.trim();
    if (!raw) return fallback;
    const value = reader(raw);
    if (value === null) invalid.push(name);
    return value ?? fallback;
  }
  const p = STAY_VIEW_PARAMS;
  const filters: StayFilters = {
    price: take(p.price, parseNumberRange, null),
    promotion: take(p.promotion, (raw) => (raw === '1' || raw === 'true' ? true : null), false),
    freeCancellation: search.freeCancellation,
    propertyTypes: take(p.propertyTypes, list(code), []),
    stars: take(p.stars, list(star), []),
    minRating: take(p.minRating, rating, null),
    amenities: take(p.amenities, list(code), []),
    characteristics: take(p.characteristics, list(code), []),
    mealPlans: search.mealPlans.length > 0 ? [...search.mealPlans] : [ALL_MEAL_PLANS],
    area: take(p.area, area, null),
  };
  const value = take(
    p.sort,
    (raw) => STAY_SORT_VALUES.find((item) => item === raw.toUpperCase()) ?? null,
    DEFAULT_STAY_SORT.value,
  );
  const order = take(p.order, (raw) => (raw === 'asc' || raw === 'desc' ? raw : null), 'asc');
  const sort: StaySort = { value, ascending: order === 'asc' };
  const page = take(
    p.page,
    (raw) => (/^\d{1,5}$/.test(raw) && Number(raw) >= FIRST_PAGE && Number(raw) <= MAX_PAGE ? Number(raw) : null),
    FIRST_PAGE,
  );
  return { view: { filters, sort, page }, invalid };
}

const sorted = <T extends string | number>(items: readonly T[]) => [...items].sort(compare).join(',');

/**
 * Writes the view into a copy of `params` (the search stays as it is). Defaults are left out so links stay
 * short; equal views give equal URLs. spec §3: mealPlans dash-separated without ALL_MEAL_PLANS,
 * freeCancellation written only when true (a missing value reads as false).
 */
export function writeStayView(params: URLSearchParams, view: StayView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...Object.values(STAY_VIEW_PARAMS), 'mealPlans', 'freeCancellation']) next.delete(name);
  const f = view.filters;
  const set = (name: string, value: string | null) => {
    if (value !== null && value !== '') next.set(name, value);
  };
  const p = STAY_VIEW_PARAMS;
  set(p.price, formatNumberRange(f.price));
  set(p.promotion, f.promotion ? '1' : null);
  set('freeCancellation', f.freeCancellation ? 'true' : null);
  set(p.propertyTypes, sorted(f.propertyTypes));
  set(p.stars, sorted(f.stars));
  set(p.minRating, f.minRating === null ? null : String(f.minRating));
  set(p.amenities, sorted(f.amenities));
  set(p.characteristics, sorted(f.characteristics));
  set('mealPlans', f.mealPlans.filter((plan) => plan !== ALL_MEAL_PLANS).join('-'));
  set(p.area, f.area ? [f.area.north, f.area.south, f.area.east, f.area.west].join(',') : null);
  const defaultSort = view.sort.value === DEFAULT_STAY_SORT.value && view.sort.ascending;
  set(p.sort, defaultSort ? null : view.sort.value);
  set(p.order, view.sort.ascending ? null : 'desc');
  set(p.page, view.page === FIRST_PAGE ? null : String(view.page));
  return next;
}
