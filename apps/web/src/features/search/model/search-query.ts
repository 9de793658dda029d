import { MEAL_PLANS, isProductType } from '@wayfare/contract';
import type { MealPlan, ProductType } from '@wayfare/contract';
import { isUrlDate, todayUrlDate } from '../../../lib/url-date';
import { parseCabinParam, parseRoomsParam, partyOf, writePartyParams } from '../../../lib/search-party-params';
import type { CabinClass, RoomOccupancy } from '../../../lib/search-party-params';
import { SEARCH_PARAM_NAMES } from '../../../lib/search-params';
import { DEFAULT_ADULTS, MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MIN_ADULTS } from './travellers';

/** The search state that lives in the URL (style.md §5: the URL is the search state). */
export interface SearchFormValues {
  product: ProductType;
  /** Departure airport or city code (F, FF, DP); upper case. */
  departure: string | null;
  /** Destination code (city, airport or hotel id); spec §3: lower case in the URL. */
  destination: string | null;
  /** spec §3: YYYYMMDD. */
  outboundDate: string | null;
  /** spec §3: YYYYMMDD; null for a one-way flight. */
  returnDate: string | null;
  adults: number;
  childrenAges: number[];
  /** spec §3: dash-separated in the URL; ALL_MEAL_PLANS means "any" and is never kept. */
  mealPlans: Exclude<MealPlan, 'ALL_MEAL_PLANS'>[];
  freeCancellation: boolean;
  /** Flights (issue 19 item 8); economy when the URL has none. */
  cabinClass: CabinClass;
  /** Stays: several rooms with a party each (adults and childrenAges are then their totals); null: one room. */
  rooms: RoomOccupancy[] | null;
}

export type SearchField = keyof SearchFormValues;

export interface ParsedSearch {
  values: SearchFormValues;
  /** Query names that were present but unusable and fell back to their default. */
  invalid: SearchField[];
}

/** The URL query names of spec §3 that the search writes, in writing order (shared with flights and stays). */
export { SEARCH_PARAM_NAMES };

/** The names the schema below reads; cabin and rooms are read by lib/search-party-params (one reading everywhere). */
const SCHEMA_NAMES = SEARCH_PARAM_NAMES.filter(
  (name): name is Exclude<SearchField, 'cabinClass' | 'rooms'> => name !== 'cabinClass' && name !== 'rooms',
);

const CODE = /^[A-Za-z0-9_-]{2,64}$/;
const URL_DATE = /^\d{8}$/;
const CHILD_AGE = /^\d{1,2}$/;
const RATE_MEAL_PLANS: readonly string[] = MEAL_PLANS.filter((plan) => plan !== 'ALL_MEAL_PLANS');
type RateMealPlan = SearchFormValues['mealPlans'][number];

/** The schema's reading of each value, undefined when unusable. */
interface QueryValues {
  product?: ProductType;
  departure?: string;
  destination?: string;
  outboundDate?: string;
  returnDate?: string;
  adults?: number;
  childrenAges?: number[];
  mealPlans?: RateMealPlan[];
  freeCancellation?: 'true' | 'false';
}

/**
 * One schema for every search query value, in plain TypeScript (the landing reads it before anything else
 * loads: no zod on the first screen, issue 16): each field is checked on its own and a bad one becomes
 * `undefined` (fallback applied later), so one broken value never discards the rest of a shared link.
 */
const searchQuerySchema: { [K in keyof QueryValues]-?: (raw: string) => QueryValues[K] } = {
  product: (raw) => (isProductType(raw) ? raw : undefined),
  departure: (raw) => (CODE.test(raw) ? raw.toUpperCase() : undefined),
  destination: (raw) => (CODE.test(raw) ? raw.toLowerCase() : undefined),
  outboundDate: (raw) => (URL_DATE.test(raw) ? raw : undefined),
  returnDate: (raw) => (URL_DATE.test(raw) ? raw : undefined),
  adults: (raw) => {
    const adults = Number(raw);
    return Number.isInteger(adults) && adults >= MIN_ADULTS && adults <= MAX_ADULTS ? adults : undefined;
  },
  // Written comma-separated; dash-, semicolon- or space-separated lists (hand-written links) are read too.
  childrenAges: (raw) => {
    const ages = raw.split(/[,;\s-]+/).filter(Boolean);
    if (ages.length > MAX_CHILDREN || !ages.every((age) => CHILD_AGE.test(age) && Number(age) <= MAX_CHILD_AGE)) {
      return undefined;
    }
    return ages.map(Number);
  },
  // spec §3: dash-separated, ALL_MEAL_PLANS ignored; unknown plans make the whole value invalid.
  mealPlans: (raw) => {
    const plans = raw.split('-').filter((plan) => plan && plan !== 'ALL_MEAL_PLANS');
    return plans.every((plan) => RATE_MEAL_PLANS.includes(plan)) ? (plans as RateMealPlan[]) : undefined;
  },
  freeCancellation: (raw) => (raw === 'true' || raw === 'false' ? raw : undefined),
};

function parseQueryValues(raw: Record<string, string>): QueryValues {
  const parsed: Record<string, unknown> = {};
  for (const name of SCHEMA_NAMES) {
    const value = raw[name];
    if (value !== undefined) parsed[name] = searchQuerySchema[name](value);
  }
  return parsed as QueryValues;
}

export interface ParseOptions {
  /** Product when the URL has none or a bad one (e.g. the route's own product or the brand's first). */
  defaultProduct: ProductType;
  /** Today as YYYYMMDD; dates before it are invalid. Defaults to the real today. */
  today?: string;
}

/** Reads the spec §3 query values; never throws: a bad value falls back to its default and is listed. */
export function parseSearchParams(params: URLSearchParams, options: ParseOptions): ParsedSearch {
  const raw: Record<string, string> = {};
  for (const name of SCHEMA_NAMES) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') raw[name] = value.trim();
  }
  const parsed = parseQueryValues(raw);
  const invalid = new Set<SearchField>(
    SCHEMA_NAMES.filter((name) => raw[name] !== undefined && parsed[name] === undefined),
  );
  const cabin = parseCabinParam(params);
  if (cabin.invalid) invalid.add('cabinClass');
  const rooms = parseRoomsParam(params);
  if (rooms.invalid) invalid.add('rooms');
  // Valid rooms are the party: their totals replace adults and childrenAges (which may pass one room's limits).
  const party = rooms.value && rooms.value.length > 1 ? partyOf(rooms.value) : null;
  if (party) {
    invalid.delete('adults');
    invalid.delete('childrenAges');
  }

  const today = options.today ?? todayUrlDate();
  const outboundDate = validDate(parsed.outboundDate, today);
  if (parsed.outboundDate && !outboundDate) invalid.add('outboundDate');
  let returnDate = validDate(parsed.returnDate, outboundDate ?? today);
  if (parsed.returnDate && !returnDate) invalid.add('returnDate');
  if (!outboundDate && returnDate) {
    // A return without an outbound cannot be searched: drop both rather than guess.
    returnDate = null;
    invalid.add('returnDate');
  }

  const unique = [...new Set(parsed.mealPlans ?? [])];
  return {
    values: {
      product: parsed.product ?? options.defaultProduct,
      departure: parsed.departure ?? null,
      destination: parsed.destination ?? null,
      outboundDate,
      returnDate,
      adults: party?.adults ?? parsed.adults ?? DEFAULT_ADULTS,
      childrenAges: party?.childrenAges ?? parsed.childrenAges ?? [],
      mealPlans: unique,
      freeCancellation: parsed.freeCancellation === 'true',
      cabinClass: cabin.value,
      rooms: party ? rooms.value : null,
    },
    invalid: SEARCH_PARAM_NAMES.filter((name) => invalid.has(name)),
  };
}

/** A real calendar date (YYYYMMDD) not before `notBefore`, else null. */
function validDate(value: string | undefined, notBefore: string): string | null {
  if (!isUrlDate(value)) return null;
  return value >= notBefore ? value : null;
}

/**
 * The spec §3 query of a search: destination lower-cased, dates YYYYMMDD, childrenAges comma-separated,
 * mealPlans dash-separated without ALL_MEAL_PLANS; empty values, no children and freeCancellation=false are
 * left out so links stay short (a missing freeCancellation reads as false). A cabin above economy and several
 * rooms are added as lib/search-party-params writes them.
 */
export function toSearchParams(values: SearchFormValues): URLSearchParams {
  const params = new URLSearchParams();
  params.set('product', values.product);
  if (values.departure) params.set('departure', values.departure.toUpperCase());
  if (values.destination) params.set('destination', values.destination.toLowerCase());
  if (values.outboundDate) params.set('outboundDate', values.outboundDate);
  if (values.returnDate) params.set('returnDate', values.returnDate);
  params.set('adults', String(values.adults));
  if (values.childrenAges.length > 0) params.set('childrenAges', values.childrenAges.join(','));
  const mealPlans = values.mealPlans.filter((plan) => (plan as MealPlan) !== 'ALL_MEAL_PLANS');
  if (mealPlans.length > 0) params.set('mealPlans', mealPlans.join('-'));
  if (values.freeCancellation) params.set('freeCancellation', 'true');
  return writePartyParams(params, values);
}

/** The results route of a product (spec §2: /DP, /H, /HGH, /F, /FF). */
export function resultsPath(product: ProductType): string {
  return `/${product}`;
}

/** Where submitting a search goes: the product's results route with the spec §3 query. */
export function searchUrl(values: SearchFormValues): string {
  return `${resultsPath(values.product)}?${toSearchParams(values).toString()}`;
}
