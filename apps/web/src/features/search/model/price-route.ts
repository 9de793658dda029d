import type { ProductType } from '@wayfare/contract';
import type { PriceRoute } from '../../../lib/price-calendar/picker-request';

interface Draft {
  product: ProductType;
  departure: string | null;
  destination: string | null;
  adults: number;
  /** Ages as typed: an age not chosen yet (null) prices nothing until it is. */
  childrenAges: readonly (number | null)[];
}

const IATA = /^[A-Z]{3}$/;

/**
 * What the date picker's price calendar is asked for (issue 19 item 1): flights (F, FF) once both places are
 * airport or city codes, stays (H, HGH) once the destination is chosen; packages have no calendar (their price
 * is a stay and a flight together), nor does a brand without a profile for the product.
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
    return { kind: 'flight', departure: from, destination: to, adults, childrenAges, businessProfileId };
  }
  if (product === 'H' || product === 'HGH')
    return { kind: 'stay', destination, adults, childrenAges, businessProfileId };
  return null;
}
