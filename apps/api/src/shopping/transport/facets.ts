import type { BaggageOption, FlightFacets, Language } from '@wayfare/contract';
import { findAirline } from '../../inventory/airlines';
import { airportName, findAirport } from '../../inventory/airports';
import { flightListMinor } from '../../pricing/flight-price';
import { INVENTORY_CURRENCY } from '../../pricing/currency';
import { FARE_BAGGAGE } from './fares';
import type { FareLevel } from './fares';
import type { FlightOffer } from './offers';

type Check = (offer: FlightOffer) => boolean;

const inRange = (value: number, range: { min?: number | undefined; max?: number | undefined }) =>
  (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);

/** A facet of spec §3 that can narrow a search, by its contract name. */
export type FlightFacetKey = Exclude<keyof FlightFacets, 'transportType'>;

/** One facet's test of an offer. */
export interface FacetCheck {
  key: FlightFacetKey;
  check: Check;
}

/**
 * The fare level a list shows (issue 19 item 3: one card per itinerary, "from" its cheapest fare family; the
 * detail compares the families). Cabin-bag fares (Basic and up) unless the baggage facet leaves CABIN out:
 * spec §5 sends CABIN_CHECKED with every choice, so only a checked-bag choice (alone or with both) does, and
 * the list then shows the same itineraries from their cheapest family with a checked bag (Standard and up).
 */
export function listedLevel(baggage: readonly BaggageOption[] | undefined): FareLevel {
  return baggage?.length && !baggage.includes('CABIN') ? 1 : 0;
}

/**
 * One check per facet given (spec §3), plus the baggage facet's fare level, which always applies. Inbound
 * facets do not apply to one-way offers: spec §5's direct-only filter sends inboundStops 0 for one-way searches
 * too. Providers keep an offer flown (even partly) by any
 * listed airline; price is the list total in minor units of the brand `currency` (what the card shows), so the
 * free-flight ceiling voucher × 100 is the voucher in cents.
 */
export function facetChecks(facets: FlightFacets, currency: string = INVENTORY_CURRENCY): FacetCheck[] {
  const checks: FacetCheck[] = [];
  const add = (key: FlightFacetKey, check: Check) => checks.push({ key, check });
  const { price, connectionTime, tripDuration, outboundDepartureTime, inboundDepartureTime } = facets;
  if (price) add('price', (offer) => inRange(flightListMinor(offer.prices, currency), price));
  if (facets.outboundStops?.length) {
    const stops = new Set(facets.outboundStops);
    add('outboundStops', (offer) => stops.has(offer.outbound.stops));
  }
  if (facets.inboundStops?.length) {
    const stops = new Set(facets.inboundStops);
    add('inboundStops', (offer) => !offer.inbound || stops.has(offer.inbound.stops));
  }
  const level = listedLevel(facets.baggageIncluded);
  add('baggageIncluded', (offer) => offer.fare === level);
  if (outboundDepartureTime) {
    const range = { min: outboundDepartureTime.from, max: outboundDepartureTime.to };
    add('outboundDepartureTime', (offer) => inRange(offer.outboundDepartureMinute, range));
  }
  if (inboundDepartureTime) {
    const range = { min: inboundDepartureTime.from, max: inboundDepartureTime.to };
    add(
      'inboundDepartureTime',
      (offer) => offer.inboundDepartureMinute === null || inRange(offer.inboundDepartureMinute, range),
    );
  }
  if (connectionTime) add('connectionTime', (offer) => inRange(offer.longestConnectionMinutes, connectionTime));
  if (tripDuration) add('tripDuration', (offer) => inRange(offer.longestJourneyMinutes, tripDuration));
  if (facets.inclusiveProviders?.length) {
    const providers = new Set(facets.inclusiveProviders);
    add('inclusiveProviders', (offer) => offer.carrierCodes.some((code) => providers.has(code)));
  }
  const location = (key: FlightFacetKey, list: string[] | undefined, pick: (offer: FlightOffer) => string | null) => {
    if (!list?.length) return;
    const codes = new Set(list);
    add(key, (offer) => {
      const code = pick(offer);
      return code === null || codes.has(code);
    });
  };
  location(
    'outboundDepartureLocations',
    facets.outboundDepartureLocations,
    (offer) => offer.outbound.legs[0]!.from.iata,
  );
  location('outboundArrivalLocations', facets.outboundArrivalLocations, (offer) => offer.outbound.legs.at(-1)!.to.iata);
  location(
    'inboundDepartureLocations',
    facets.inboundDepartureLocations,
    (offer) => offer.inbound?.legs[0]!.from.iata ?? null,
  );
  location(
    'inboundArrivalLocations',
    facets.inboundArrivalLocations,
    (offer) => offer.inbound?.legs.at(-1)!.to.iata ?? null,
  );
  // transportType: every offer is ONLY_FLIGHT (spec §5), so it never narrows.
  return checks;
}

/** One predicate for every facet given (all must hold). */
export function facetPredicate(facets: FlightFacets, currency: string = INVENTORY_CURRENCY): Check {
  const checks = facetChecks(facets, currency).map((entry) => entry.check);
  if (checks.length === 0) return () => true;
  if (checks.length === 1) return checks[0]!;
  return (offer) => checks.every((check) => check(offer));
}

interface FacetCount<T> {
  value: T;
  count: number;
  label?: string;
}

export function counts<T extends string | number>(
  offers: readonly FlightOffer[],
  values: (offer: FlightOffer) => readonly T[],
  label?: (value: T) => string | undefined,
): FacetCount<T>[] {
  const tally = new Map<T, number>();
  for (const offer of offers) for (const value of values(offer)) tally.set(value, (tally.get(value) ?? 0) + 1);
  return [...tally.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([value, count]) => {
      const text = label?.(value);
      return text === undefined ? { value, count } : { value, count, label: text };
    });
}

function bounds(offers: readonly FlightOffer[], value: (offer: FlightOffer) => number | null) {
  let min = Infinity;
  let max = -Infinity;
  for (const offer of offers) {
    const current = value(offer);
    if (current === null) continue;
    if (current < min) min = current;
    if (current > max) max = current;
  }
  return Number.isFinite(min) ? { min, max } : null;
}

/** Lowest and highest list total in minor units of `currency` (the price facet's range). */
export function priceBounds(offers: readonly FlightOffer[], currency: string) {
  return bounds(offers, (offer) => flightListMinor(offer.prices, currency)) ?? { min: 0, max: 0 };
}

export const airportLabel = (iata: string) => findAirport(iata)?.name;
export const one = <T>(value: T | null | undefined): T[] => (value === null || value === undefined ? [] : [value]);

/**
 * Facet metadata over the whole search (design.md: filtersMetadata with every page): every value and its
 * label (airlines and airports), counted over the offers of both fare levels. What a list shows is one level,
 * so answers carry these values recounted by liveFacetCounts.
 */
export function filtersMetadata(offers: readonly FlightOffer[], currency: string = INVENTORY_CURRENCY) {
  const zero = { min: 0, max: 0 };
  return {
    price: priceBounds(offers, currency),
    outboundStops: counts(offers, (offer) => [offer.outbound.stops]),
    inboundStops: counts(offers, (offer) => one(offer.inbound?.stops)),
    baggageIncluded: counts(offers, (offer) => [FARE_BAGGAGE[offer.fare]]),
    outboundDepartureTime: bounds(offers, (offer) => offer.outboundDepartureMinute) ?? zero,
    inboundDepartureTime: bounds(offers, (offer) => offer.inboundDepartureMinute),
    connectionTime: bounds(offers, (offer) => offer.longestConnectionMinutes) ?? zero,
    tripDuration: bounds(offers, (offer) => offer.longestJourneyMinutes) ?? zero,
    inclusiveProviders: counts(
      offers,
      (offer) => offer.carrierCodes,
      (code) => findAirline(code)?.name,
    ),
    outboundDepartureLocations: counts(offers, (offer) => [offer.outbound.legs[0]!.from.iata], airportLabel),
    outboundArrivalLocations: counts(offers, (offer) => [offer.outbound.legs.at(-1)!.to.iata], airportLabel),
    inboundDepartureLocations: counts(offers, (offer) => one(offer.inbound?.legs[0]!.from.iata), airportLabel),
    inboundArrivalLocations: counts(offers, (offer) => one(offer.inbound?.legs.at(-1)!.to.iata), airportLabel),
    transportType: offers.length > 0 ? [{ value: 'ONLY_FLIGHT' as const, count: offers.length }] : [],
  };
}

const LOCATION_FACETS = [
  'outboundDepartureLocations',
  'outboundArrivalLocations',
  'inboundDepartureLocations',
  'inboundArrivalLocations',
] as const;

/**
 * The metadata with its airport labels in `language` ("Londra Heathrow" on an Italian brand). The metadata
 * is made once per query; only its few airport labels differ per language, so they are renamed per answer.
 */
export function localizeAirportLabels<M extends ReturnType<typeof filtersMetadata>>(
  metadata: M,
  language: Language,
): M {
  if (language === 'en') return metadata;
  const localized = { ...metadata };
  for (const key of LOCATION_FACETS) {
    localized[key] = metadata[key].map((item) => {
      const airport = findAirport(item.value);
      return airport ? { ...item, label: airportName(airport, language) } : item;
    });
  }
  return localized;
}
