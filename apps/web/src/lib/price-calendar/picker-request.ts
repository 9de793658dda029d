import type { CabinClass } from '@wayfare/contract';
import type { PriceCalendarRequest } from './get-price-calendar';

/** Who travels where: enough to ask a price calendar (the window and the nights come from the picker). */
export type PriceRoute =
  | {
      kind: 'flight';
      departure: string;
      destination: string;
      adults: number;
      childrenAges: number[];
      businessProfileId: string;
      /** Issue 19 item 8: a cabin above economy prices the days in it. */
      cabinClass?: CabinClass;
    }
  | { kind: 'stay'; destination: string; adults: number; childrenAges: number[]; businessProfileId: string };

export const CALENDAR_WINDOW_DAYS = 62;
/** A round trip's length when no return day is chosen yet (a week, the most searched). */
export const DEFAULT_NIGHTS = 7;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The calendar a date picker asks for: 62 days (its two months) from the first day of the chosen start's
 * month, never before today; a round trip keeps the chosen length (a week until one is chosen), a one-way
 * flight has none, a stay counts nights (one until chosen).
 */
export function pickerCalendarRequest(
  route: PriceRoute,
  dates: { start: string | null; end: string | null; oneWay: boolean },
  today: string,
): PriceCalendarRequest {
  const monthStart = dates.start ? `${dates.start.slice(0, 8)}01` : today;
  const from = monthStart < today ? today : monthStart;
  const chosen = dates.start && dates.end ? daysBetween(dates.start, dates.end) : null;
  const window = { from, days: CALENDAR_WINDOW_DAYS, adults: route.adults, childrenAges: route.childrenAges };
  if (route.kind === 'stay') {
    const nights = Math.min(30, Math.max(1, chosen ?? 1));
    return {
      kind: 'stay',
      body: { ...window, destination: route.destination, businessProfileId: route.businessProfileId, nights },
    };
  }
  const body = {
    ...window,
    departure: route.departure,
    destination: route.destination,
    businessProfileId: route.businessProfileId,
    ...(route.cabinClass && route.cabinClass !== 'ECONOMY' ? { cabinClass: route.cabinClass } : {}),
  };
  if (dates.oneWay) return { kind: 'flight', body };
  return { kind: 'flight', body: { ...body, nights: Math.min(30, Math.max(0, chosen ?? DEFAULT_NIGHTS)) } };
}
