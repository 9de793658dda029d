import { FIRST_PAGE } from '@wayfare/contract';
import type { NumberRange } from '../../../lib/number-range';

/** What the traveller can tick for baggage; spec §5 turns these into the baggageIncluded facet. */
export const BAGGAGE_CHOICES = ['CABIN', 'CHECKED'] as const;
export type BaggageChoice = (typeof BAGGAGE_CHOICES)[number];

export const SORT_VALUES = ['RECOMMENDED', 'PRICE', 'DURATION', 'DEPARTURE'] as const;
export type FlightSortValue = (typeof SORT_VALUES)[number];

/** spec §3 client state sortSelector {value, ascending}. */
export interface FlightSort {
  value: FlightSortValue;
  ascending: boolean;
}

export type { NumberRange };

/** Minutes of the day, 0-1440. */
export interface TimeRange {
  from: number;
  to: number;
}

/** spec §3 client state flightFilters, as the traveller chose them (the URL holds them too). */
export interface FlightFilters {
  directOnly: boolean;
  outboundStops: number[];
  inboundStops: number[];
  baggage: BaggageChoice[];
  price: NumberRange | null;
  outboundTime: TimeRange | null;
  inboundTime: TimeRange | null;
  /** Longest connection in minutes (sent as a range from 0, spec §5). */
  maxConnection: number | null;
  /** Longest trip in minutes (sent as a range from 0, spec §5). */
  maxDuration: number | null;
  airlines: string[];
  outboundDepartureLocations: string[];
  outboundArrivalLocations: string[];
  inboundDepartureLocations: string[];
  inboundArrivalLocations: string[];
}

export interface FlightView {
  filters: FlightFilters;
  sort: FlightSort;
  /** 1-based (spec §9: first page 1). */
  page: number;
}

/** spec §9: default sort RECOMMENDED ascending. */
export const DEFAULT_SORT: FlightSort = { value: 'RECOMMENDED', ascending: true };

export const EMPTY_FILTERS: FlightFilters = {
  directOnly: false,
  outboundStops: [],
  inboundStops: [],
  baggage: [],
  price: null,
  outboundTime: null,
  inboundTime: null,
  maxConnection: null,
  maxDuration: null,
  airlines: [],
  outboundDepartureLocations: [],
  outboundArrivalLocations: [],
  inboundDepartureLocations: [],
  inboundArrivalLocations: [],
};

export const DEFAULT_VIEW: FlightView = { filters: EMPTY_FILTERS, sort: DEFAULT_SORT, page: FIRST_PAGE };

/** How many filters are active (the phone's "Filters (3)" button). */
export function countActiveFilters(filters: FlightFilters): number {
  let count = filters.directOnly ? 1 : 0;
  for (const key of Object.keys(EMPTY_FILTERS) as (keyof FlightFilters)[]) {
    if (key === 'directOnly') continue;
    const value = filters[key];
    if (Array.isArray(value) ? value.length > 0 : value !== null) count++;
  }
  return count;
}
