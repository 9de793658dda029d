import type { CabinClass, ProductType } from '@wayfare/contract';
import type { PriceRoute } from '../../../lib/price-calendar/picker-request';

interface Draft {
  product: ProductType;
  departure: string | null;
  destination: string | null;
  adults: number;
  /** Ages as typed: an age not chosen yet (null) prices nothing until it is. */
  childrenAges: readonly (number | null)[];
  /** Flights: the chosen cabin prices the days (issue 19 item 8). */
  cabinClass?: CabinClass;
  /** Stays: rooms booked; the calendar prices one room, so several rooms get no calendar. */
  rooms?: number;
}

const IATA = /^[A-Z]{3}$/;

/**
 * What the date picker's price calendar is asked for (issue 19 item 1): flights (F, FF) once both places are
 * airport or city codes, stays (H, HGH) once the destination is chosen; packages have no calendar (their price
 * is a stay and a flight together), nor does a brand without a profile for the product. A stay of several rooms
 * has none either: a day's price is one room's, which would not be what the search then shows.
 */
export function priceRouteOf(draft: Draft, businessProfileId: string | undefined): PriceRoute | null {
  const { product, departure, destination, adults } = draft;
  if (!businessProfileId || !destination || draft.childrenAges.some((age) => age === null)) return null;
  const childrenAges = draft.childrenAges as number[];
  if (product === 'F' || product === 'FF') {
    // spec §3: the URL keeps the destination lower case; the API takes codes upper case.
    const from = departure?.toUpperCase() ?? '';
    const to = destination.toUpperCase();
    if (!IATA.test(from) || !IATA.test(to) || from === to) return null;
    const cabin = draft.cabinClass && draft.cabinClass !== 'ECONOMY' ? { cabinClass: draft.cabinClass } : {};
    return { kind: 'flight', departure: from, destination: to, adults, childrenAges, businessProfileId, ...cabin };
  }
  if ((product === 'H' || product === 'HGH') && (draft.rooms ?? 1) <= 1)
    return { kind: 'stay', destination, adults, childrenAges, businessProfileId };
  return null;
}
