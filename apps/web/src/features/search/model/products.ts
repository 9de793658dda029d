import type { ProductType } from '@wayfare/contract';

/** Products whose search starts from a departure airport (flights and flight + hotel packages). */
const WITH_DEPARTURE: ReadonlySet<ProductType> = new Set(['F', 'FF', 'DP']);
/** Flight-only products may be one way (a single date). */
const FLIGHT_ONLY: ReadonlySet<ProductType> = new Set(['F', 'FF']);

export function needsDeparture(product: ProductType): boolean {
  return WITH_DEPARTURE.has(product);
}

export function allowsOneWay(product: ProductType): boolean {
  return FLIGHT_ONLY.has(product);
}

/**
 * Flight-only products can swap from and to: both are airports or cities. A package's destination may be a
 * hotel or an area, which is no place to fly from.
 */
export function canSwapPlaces(product: ProductType): boolean {
  return FLIGHT_ONLY.has(product);
}

/**
 * The brand's destination-proposal list for a product: proposals exist for DP, H and F only (spec §3), so free
 * flights use the flight list and the top-hotel HGH uses the hotel list (its natural product is H, spec §4).
 */
export function proposalKeyFor(product: ProductType): 'DP' | 'H' | 'F' {
  if (product === 'FF') return 'F';
  if (product === 'HGH') return 'H';
  return product;
}

/** Products searched by stay dates (check-in / check-out) rather than flight dates. */
export function isStayProduct(product: ProductType): boolean {
  return product === 'H' || product === 'HGH';
}

/** Products booked in rooms, each with its own party (issue 19 item 8): stays and packages. */
export function hasRooms(product: ProductType): boolean {
  return product === 'H' || product === 'HGH' || product === 'DP';
}

/** Products flown in a cabin class of the traveller's choice (issue 19 item 8): flights only. */
export function hasCabinClass(product: ProductType): boolean {
  return FLIGHT_ONLY.has(product);
}
