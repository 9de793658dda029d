import type { CreateFlightSearchBody } from './flight-url';

/** Days shown either side of the searched day (issue 19 item 1: "±3 days"). */
export const STRIP_REACH = 3;

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const compact = (iso: string) => iso.replaceAll('-', '');

export interface StripDay {
  /** The departure day, ISO. */
  date: string;
  /** Days from the searched departure (−3 … 3). */
  shift: number;
  selected: boolean;
  /** Before today: shown, not offered. */
  past: boolean;
}

/** The seven departure days around the search's, the searched one marked. */
export function stripDays(outboundDate: string, today: string): StripDay[] {
  return Array.from({ length: 2 * STRIP_REACH + 1 }, (_, index) => {
    const shift = index - STRIP_REACH;
    const date = addDays(outboundDate, shift);
    return { date, shift, selected: shift === 0, past: date < today };
  });
}

/** The price calendar for the strip: its days from today at the earliest, the search's trip length kept. */
export function stripCalendarBody(search: CreateFlightSearchBody, today: string) {
  const first = addDays(search.outboundDate, -STRIP_REACH);
  const from = first < today ? today : first;
  const last = addDays(search.outboundDate, STRIP_REACH);
  const days = Math.round((Date.parse(last) - Date.parse(from)) / DAY_MS) + 1;
  const nights = search.returnDate
    ? Math.round((Date.parse(search.returnDate) - Date.parse(search.outboundDate)) / DAY_MS)
    : undefined;
  return {
    departure: search.departure,
    destination: search.destination,
    adults: search.adults,
    childrenAges: search.childrenAges,
    businessProfileId: search.businessProfileId,
    from,
    days,
    ...(nights === undefined ? {} : { nights }),
    // The strip's prices are the searched cabin's (issue 19 item 8), like the results under it.
    ...(search.cabinClass ? { cabinClass: search.cabinClass } : {}),
  };
}

/**
 * The URL of the same search `shift` days later (earlier when negative): the return moves with the departure so
 * the trip keeps its length, and the results start again at their first page; filters and sort stay.
 */
export function shiftedSearchQuery(query: string, search: CreateFlightSearchBody, shift: number): string {
  const params = new URLSearchParams(query);
  params.set('outboundDate', compact(addDays(search.outboundDate, shift)));
  if (search.returnDate) params.set('returnDate', compact(addDays(search.returnDate, shift)));
  params.delete('page');
  return params.toString();
}
