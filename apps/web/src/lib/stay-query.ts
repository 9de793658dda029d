import type { Language, MealPlan } from '@wayfare/contract';
import { daysBetweenUrlDates, isUrlDate, todayUrlDate } from './url-date';
import { parseRoomsParam, partyOf } from './search-party-params';
import type { RoomOccupancy } from './search-party-params';
import { IATA_CODE, LOCATION_CODE, readParam as read, toIsoDate } from './search-params';
import type { TripSearchValues } from './search-params';

/**
 * The stay search of spec §3 read from the URL, shared by the results (/DP, /H, /HGH) and the detail
 * (/hotel-detail) screens, which are separate features: both need the same reading of the same query.
 */
export type StayProduct = 'H' | 'HGH' | 'DP';

export interface StaySearchValues extends TripSearchValues {
  product: StayProduct;
  /** spec §3: dash-separated in the URL, ALL_MEAL_PLANS ignored there. */
  mealPlans: Exclude<MealPlan, 'ALL_MEAL_PLANS'>[];
  /** spec §3: true/false in the URL. */
  freeCancellation: boolean;
  /** Issue 19 item 8: several rooms, each with its party (adults and childrenAges are their totals); null: one. */
  rooms: RoomOccupancy[] | null;
}

export type StaySearchField = keyof StaySearchValues;

export interface ParsedStaySearch {
  values: StaySearchValues;
  /** Values present in the URL but unusable; each fell back to its default (the screen says so). */
  invalid: StaySearchField[];
}

export const STAY_PRODUCTS: readonly StayProduct[] = ['H', 'HGH', 'DP'];
export const DEFAULT_STAY_ADULTS = 2;
const MAX_ADULTS = 9;
const MAX_CHILDREN = 8;
const MAX_CHILD_AGE = 17;
/** Longest stay the API accepts (contract MAX_NIGHTS). */
export const MAX_STAY_NIGHTS = 30;
const RATE_PLANS = ['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD', 'ALL_INCLUSIVE'] as const;

function parseAges(raw: string): number[] | null {
  const parts = raw.split(/[,;\s-]+/).filter(Boolean);
  if (parts.length > MAX_CHILDREN || !parts.every((part) => /^\d{1,2}$/.test(part))) return null;
  const ages = parts.map(Number);
  return ages.every((age) => age <= MAX_CHILD_AGE) ? ages : null;
}

/** spec §3: dash-separated, ALL_MEAL_PLANS ignored; an unknown plan makes the whole value invalid. */
function parseMealPlans(raw: string): StaySearchValues['mealPlans'] | null {
  const parts = raw.split('-').filter((part) => part && part !== 'ALL_MEAL_PLANS');
  const known = (part: string): part is (typeof RATE_PLANS)[number] => (RATE_PLANS as readonly string[]).includes(part);
  if (!parts.every(known)) return null;
  return [...new Set(parts)];
}

/**
 * Reads a stay search from the URL. Never throws: every bad value falls back to its default and is listed
 * in `invalid`. The route decides the product (spec §2); /hotel-detail passes the product it shows.
 */
export function parseStaySearch(
  params: URLSearchParams,
  routeProduct: StayProduct,
  today: string = todayUrlDate(),
): ParsedStaySearch {
  const invalid: StaySearchField[] = [];
  const rawDeparture = read(params, 'departure');
  const departure = rawDeparture && IATA_CODE.test(rawDeparture) ? rawDeparture.toUpperCase() : null;
  if (rawDeparture && !departure) invalid.push('departure');
  const rawDestination = read(params, 'destination');
  const destination = rawDestination && LOCATION_CODE.test(rawDestination) ? rawDestination.toLowerCase() : null;
  if (rawDestination && !destination) invalid.push('destination');

  const rawIn = read(params, 'outboundDate');
  const outboundDate = isUrlDate(rawIn) && rawIn >= today ? rawIn : null;
  if (rawIn && !outboundDate) invalid.push('outboundDate');
  const rawOut = read(params, 'returnDate');
  const nights = outboundDate && isUrlDate(rawOut) ? daysBetweenUrlDates(outboundDate, rawOut) : NaN;
  const returnDate = nights >= 1 && nights <= MAX_STAY_NIGHTS ? rawOut : null;
  if (rawOut && !returnDate) invalid.push('returnDate');

  const rawAdults = read(params, 'adults');
  const adults = rawAdults && /^\d{1,2}$/.test(rawAdults) ? Number(rawAdults) : NaN;
  const adultsValid = adults >= 1 && adults <= MAX_ADULTS;
  if (rawAdults && !adultsValid) invalid.push('adults');

  const rawAges = read(params, 'childrenAges');
  const ages = rawAges === null ? [] : parseAges(rawAges);
  if (ages === null) invalid.push('childrenAges');

  const rawPlans = read(params, 'mealPlans');
  const mealPlans = rawPlans === null ? [] : parseMealPlans(rawPlans);
  if (mealPlans === null) invalid.push('mealPlans');

  const rawFree = read(params, 'freeCancellation');
  if (rawFree !== null && rawFree !== 'true' && rawFree !== 'false') invalid.push('freeCancellation');

  const rawProduct = read(params, 'product');
  if (rawProduct !== null && rawProduct !== routeProduct) invalid.push('product');

  // Usable rooms are the party: their totals stand for adults and childrenAges (which may pass one room's limits).
  const rooms = parseRoomsParam(params);
  const party = rooms.value && rooms.value.length > 1 ? partyOf(rooms.value) : null;
  const listed = party ? invalid.filter((field) => field !== 'adults' && field !== 'childrenAges') : invalid;
  if (rooms.invalid) listed.push('rooms');

  return {
    values: {
      product: routeProduct,
      departure: routeProduct === 'DP' ? departure : null,
      destination,
      outboundDate,
      returnDate,
      adults: party?.adults ?? (adultsValid ? adults : DEFAULT_STAY_ADULTS),
      childrenAges: party?.childrenAges ?? ages ?? [],
      mealPlans: mealPlans ?? [],
      freeCancellation: rawFree === 'true',
      rooms: party ? rooms.value : null,
    },
    invalid: listed,
  };
}

export interface CreateStaySearchBody {
  destination: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  childrenAges: number[];
  /** Only with several rooms (a one-room search is the request it always was). */
  rooms?: RoomOccupancy[];
  productType: StayProduct;
  departure?: string;
  businessProfileId: string;
  language: Language;
}

/**
 * The CreateSearch body, or null while the search is incomplete (no destination or dates, DP without a
 * departure). Meal plans and free cancellation are not part of it: they are facets of the proposals (spec §5),
 * so changing them re-reads the same search instead of starting a new one. `destination` may be overridden
 * (the detail searches its own hotel id).
 */
export function toCreateStaySearchBody(
  values: StaySearchValues,
  businessProfileId: string,
  language: Language,
  destination: string | null = values.destination,
): CreateStaySearchBody | null {
  if (!destination || !values.outboundDate || !values.returnDate) return null;
  if (values.product === 'DP' && !values.departure) return null;
  const body: CreateStaySearchBody = {
    destination: destination.toUpperCase(),
    checkIn: toIsoDate(values.outboundDate),
    checkOut: toIsoDate(values.returnDate),
    adults: values.adults,
    childrenAges: values.childrenAges,
    productType: values.product,
    businessProfileId,
    language,
  };
  if (values.product === 'DP' && values.departure) body.departure = values.departure;
  if (values.rooms && values.rooms.length > 1) body.rooms = values.rooms;
  return body;
}

/** Nights between the URL dates (0 when incomplete). */
export function stayNights(values: StaySearchValues): number {
  return values.outboundDate && values.returnDate ? daysBetweenUrlDates(values.outboundDate, values.returnDate) : 0;
}
