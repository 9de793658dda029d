import type { Language } from '@wayfare/contract';
import { isUrlDate, todayUrlDate } from '../../../lib/url-date';
import { parseCabinParam } from '../../../lib/search-party-params';
import type { CabinClass } from '../../../lib/search-party-params';
import { IATA_CODE, readParam as read, toIsoDate } from '../../../lib/search-params';
import type { TripSearchValues } from '../../../lib/search-params';

/** The flight products of spec §2 (/F, /FF). */
export type FlightProduct = 'F' | 'FF';

/** The spec §3 URL query values a flight search needs, checked and normalised. */
export interface FlightSearchValues extends TripSearchValues {
  product: FlightProduct;
  /** Issue 19 item 8: economy when the URL has none. */
  cabinClass: CabinClass;
}

export type FlightSearchField = keyof FlightSearchValues;

export interface ParsedFlightSearch {
  values: FlightSearchValues;
  /** Values present in the URL but unusable: they fell back and the screen says so. */
  invalid: FlightSearchField[];
}

export const DEFAULT_ADULTS = 2;
const MAX_ADULTS = 9;
const MAX_CHILDREN = 8;
const MAX_CHILD_AGE = 17;
const INTEGER = /^\d{1,3}$/;

function parseAges(raw: string): number[] | null {
  const parts = raw.split(/[,;\s-]+/).filter(Boolean);
  if (parts.length > MAX_CHILDREN || !parts.every((part) => INTEGER.test(part))) return null;
  const ages = parts.map(Number);
  return ages.every((age) => age <= MAX_CHILD_AGE) ? ages : null;
}

/** A real calendar date (YYYYMMDD) not before `notBefore`, else null. */
function futureDate(raw: string | null, notBefore: string): string | null {
  if (!isUrlDate(raw)) return null;
  return raw >= notBefore ? raw : null;
}

/**
 * Reads the base flight search from the URL (spec §3: departure, destination lower-cased, outboundDate and
 * returnDate YYYYMMDD, adults, childrenAges, product). Never throws: every bad value falls back to its default
 * and is listed in `invalid`, so one broken value in a shared link never discards the rest.
 */
export function parseFlightSearch(
  params: URLSearchParams,
  routeProduct: FlightProduct,
  today: string = todayUrlDate(),
): ParsedFlightSearch {
  const invalid: FlightSearchField[] = [];
  const code = (name: 'departure' | 'destination') => {
    const raw = read(params, name);
    if (raw === null) return null;
    if (IATA_CODE.test(raw)) return name === 'departure' ? raw.toUpperCase() : raw.toLowerCase();
    invalid.push(name);
    return null;
  };
  const departure = code('departure');
  const destination = code('destination');

  const rawOutbound = read(params, 'outboundDate');
  const outboundDate = futureDate(rawOutbound, today);
  if (rawOutbound && !outboundDate) invalid.push('outboundDate');
  const rawReturn = read(params, 'returnDate');
  let returnDate = futureDate(rawReturn, outboundDate ?? today);
  if (rawReturn && (!returnDate || !outboundDate)) {
    returnDate = null;
    invalid.push('returnDate');
  }

  const rawAdults = read(params, 'adults');
  const adultsNumber = rawAdults !== null && INTEGER.test(rawAdults) ? Number(rawAdults) : NaN;
  const adultsValid = adultsNumber >= 1 && adultsNumber <= MAX_ADULTS;
  if (rawAdults !== null && !adultsValid) invalid.push('adults');

  const rawAges = read(params, 'childrenAges');
  const ages = rawAges === null ? [] : parseAges(rawAges);
  if (ages === null) invalid.push('childrenAges');

  // The route decides the product (spec §2); a different product in the query is a stale value.
  const rawProduct = read(params, 'product');
  if (rawProduct !== null && rawProduct !== routeProduct) invalid.push('product');

  const cabin = parseCabinParam(params);
  if (cabin.invalid) invalid.push('cabinClass');

  return {
    values: {
      product: routeProduct,
      departure,
      destination,
      outboundDate,
      returnDate,
      adults: adultsValid ? adultsNumber : DEFAULT_ADULTS,
      childrenAges: ages ?? [],
      cabinClass: cabin.value,
    },
    invalid,
  };
}

/** A search is runnable when it has a route, a different destination and an outbound date. */
export function isSearchable(values: FlightSearchValues): boolean {
  return (
    values.departure !== null &&
    values.destination !== null &&
    values.outboundDate !== null &&
    values.departure !== values.destination.toUpperCase()
  );
}

export interface CreateFlightSearchBody {
  departure: string;
  destination: string;
  outboundDate: string;
  returnDate?: string;
  adults: number;
  childrenAges: number[];
  /** Left out for economy (the API's default), so an economy search is the request it always was. */
  cabinClass?: CabinClass;
  productType: FlightProduct;
  businessProfileId: string;
  language: Language;
}

/** The CreateSearch body of a runnable search (null otherwise): codes upper case, ISO dates. */
export function toCreateSearchBody(
  values: FlightSearchValues,
  businessProfileId: string,
  language: Language,
): CreateFlightSearchBody | null {
  if (!isSearchable(values)) return null;
  const body: CreateFlightSearchBody = {
    departure: values.departure!,
    destination: values.destination!.toUpperCase(),
    outboundDate: toIsoDate(values.outboundDate!),
    adults: values.adults,
    childrenAges: values.childrenAges,
    productType: values.product,
    businessProfileId,
    language,
  };
  if (values.returnDate) body.returnDate = toIsoDate(values.returnDate);
  if (values.cabinClass !== 'ECONOMY') body.cabinClass = values.cabinClass;
  return body;
}
