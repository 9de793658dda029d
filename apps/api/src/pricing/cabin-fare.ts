import type { CabinClass } from '@wayfare/contract';

/**
 * What a cabin class costs against economy on the same flight (issue 19 item 8): the pricing authority's one
 * rule for it. Each class is dearer than the one below, so results for business always cost more than the same
 * flights in economy. Bag and flexibility supplements are added on top, unscaled (they cost the same in every cabin).
 */
export const CABIN_FARE_FACTOR: Record<CabinClass, number> = {
  ECONOMY: 1,
  PREMIUM_ECONOMY: 1.65,
  BUSINESS: 3.4,
  FIRST: 5.8,
};

/** An economy fare (inventory cents) in `cabin`, rounded to the cent once. */
export function cabinFareCents(economyCents: number, cabin: CabinClass = 'ECONOMY'): number {
  return Math.round(economyCents * CABIN_FARE_FACTOR[cabin]);
}
