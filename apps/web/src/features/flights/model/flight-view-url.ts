import { FIRST_PAGE } from '@wayfare/contract';
import { formatNumberRange, parseNumberRange } from '../../../lib/number-range';
import { BAGGAGE_CHOICES, DEFAULT_SORT, SORT_VALUES } from './flight-view';
import type { FlightFilters, FlightSort, FlightView, TimeRange } from './flight-view';

/** Query names of the flight view: filters, sort and page live in the URL too (style.md §5). */
export const VIEW_PARAMS = {
  directOnly: 'direct',
  outboundStops: 'outStops',
  inboundStops: 'inStops',
  baggage: 'bags',
  price: 'price',
  outboundTime: 'outTime',
  inboundTime: 'inTime',
  maxConnection: 'maxConnection',
  maxDuration: 'maxDuration',
  airlines: 'airlines',
  outboundDepartureLocations: 'outFrom',
  outboundArrivalLocations: 'outTo',
  inboundDepartureLocations: 'inFrom',
  inboundArrivalLocations: 'inTo',
  sort: 'sort',
  order: 'order',
  page: 'page',
} as const;

export type ViewParam = (typeof VIEW_PARAMS)[keyof typeof VIEW_PARAMS];

const MAX_MINUTES = 1440;
const MAX_TRIP_MINUTES = 7 * 1440;
const MAX_PAGE = 10_000;
const MAX_LIST = 50;

type Reader<T> = (raw: string) => T | null;

const integer =
  (max: number): Reader<number> =>
  (raw) => {
    if (!/^\d{1,7}$/.test(raw)) return null;
    const value = Number(raw);
    return value <= max ? value : null;
  };

const list =
  <T extends string | number>(item: Reader<T>): Reader<T[]> =>
  (raw) => {
    const parts = raw.split(',').map((part) => part.trim());
    if (parts.length > MAX_LIST || parts.some((part) => part === '')) return null;
    const items = parts.map(item);
    if (items.some((value) => value === null)) return null;
    return [...new Set(items as T[])];
  };

const code =
  (pattern: RegExp): Reader<string> =>
  (raw) =>
    pattern.test(raw) ? raw.toUpperCase() : null;
const airport = code(/^[A-Za-z]{3}$/);
const airline = code(/^[A-Za-z0-9]{2}$/);
const stops = integer(3);

const timeRange: Reader<TimeRange> = (raw) => {
  const match = /^(\d{1,4})-(\d{1,4})$/.exec(raw);
  if (!match) return null;
  const from = Number(match[1]);
  const to = Number(match[2]);
  return from <= to && to <= MAX_MINUTES ? { from, to } : null;
};

const baggage: Reader<(typeof BAGGAGE_CHOICES)[number]> = (raw) =>
  (BAGGAGE_CHOICES as readonly string[]).includes(raw) ? (raw as (typeof BAGGAGE_CHOICES)[number]) : null;

export interface ParsedView {
  view: FlightView;
  /** Query names present but unusable; each fell back to its default. */
  invalid: ViewParam[];
}

/** Reads filters, sort and page from the URL. Never throws; a bad value falls back and is listed. */
export function parseFlightView(params: URLSearchParams): ParsedView {
  const invalid: ViewParam[] = [];
  function take<T>(name: ViewParam, reader: Reader<T>, fallback: T): T {
    const raw = params.get(name)?.trim();
    if (!raw) return fallback;
    const value = reader(raw);
    if (value === null) invalid.push(name);
    return value ?? fallback;
  }
  const p = VIEW_PARAMS;
  const filters: FlightFilters = {
    directOnly: take(p.directOnly, (raw) => (raw === '1' || raw === 'true' ? true : null), false),
    outboundStops: take(p.outboundStops, list(stops), []),
    inboundStops: take(p.inboundStops, list(stops), []),
    baggage: take(p.baggage, list(baggage), []),
    price: take(p.price, parseNumberRange, null),
    outboundTime: take(p.outboundTime, timeRange, null),
    inboundTime: take(p.inboundTime, timeRange, null),
    maxConnection: take(p.maxConnection, integer(MAX_MINUTES), null),
    maxDuration: take(p.maxDuration, integer(MAX_TRIP_MINUTES), null),
    airlines: take(p.airlines, list(airline), []),
    outboundDepartureLocations: take(p.outboundDepartureLocations, list(airport), []),
    outboundArrivalLocations: take(p.outboundArrivalLocations, list(airport), []),
    inboundDepartureLocations: take(p.inboundDepartureLocations, list(airport), []),
    inboundArrivalLocations: take(p.inboundArrivalLocations, list(airport), []),
  };
  const sortValue = take(
    p.sort,
    (raw) => SORT_VALUES.find((value) => value === raw.toUpperCase()) ?? null,
    DEFAULT_SORT.value,
  );
  const order = take(p.order, (raw) => (raw === 'asc' || raw === 'desc' ? raw : null), 'asc');
  const sort: FlightSort = { value: sortValue, ascending: order === 'asc' };
  const page = take(p.page, (raw) => ((integer(MAX_PAGE)(raw) ?? 0) >= FIRST_PAGE ? Number(raw) : null), FIRST_PAGE);
  return { view: { filters, sort, page }, invalid };
}

/**
 * Writes the view into a copy of `params` (other values such as the search stay as they are); defaults are
 * left out so links stay short, and names are written in a fixed order so equal views give equal URLs.
 */
export function writeFlightView(params: URLSearchParams, view: FlightView): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of Object.values(VIEW_PARAMS)) next.delete(name);
  const p = VIEW_PARAMS;
  const f = view.filters;
  const set = (name: ViewParam, value: string | null) => {
    if (value !== null && value !== '') next.set(name, value);
  };
  set(p.directOnly, f.directOnly ? '1' : null);
  set(p.outboundStops, [...f.outboundStops].sort().join(','));
  set(p.inboundStops, [...f.inboundStops].sort().join(','));
  set(p.baggage, [...f.baggage].sort().join(','));
  set(p.price, formatNumberRange(f.price));
  set(p.outboundTime, f.outboundTime ? `${f.outboundTime.from}-${f.outboundTime.to}` : null);
  set(p.inboundTime, f.inboundTime ? `${f.inboundTime.from}-${f.inboundTime.to}` : null);
  set(p.maxConnection, f.maxConnection === null ? null : String(f.maxConnection));
  set(p.maxDuration, f.maxDuration === null ? null : String(f.maxDuration));
  set(p.airlines, [...f.airlines].sort().join(','));
  set(p.outboundDepartureLocations, [...f.outboundDepartureLocations].sort().join(','));
  set(p.outboundArrivalLocations, [...f.outboundArrivalLocations].sort().join(','));
  set(p.inboundDepartureLocations, [...f.inboundDepartureLocations].sort().join(','));
  set(p.inboundArrivalLocations, [...f.inboundArrivalLocations].sort().join(','));
  set(p.sort, view.sort.value === DEFAULT_SORT.value ? null : view.sort.value);
  set(p.order, view.sort.ascending ? null : 'desc');
  set(p.page, view.page === FIRST_PAGE ? null : String(view.page));
  return next;
}

/** A filter change starts again from page 1 (the old page number may not exist any more). */
export function withFilters(view: FlightView, filters: FlightFilters): FlightView {
  return { ...view, filters, page: FIRST_PAGE };
}

export function withSort(view: FlightView, sort: FlightSort): FlightView {
  return { ...view, sort, page: FIRST_PAGE };
}
