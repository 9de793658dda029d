import { seededRandom } from './seeded-random';

/** Promotional fares are sold on short routes only (up to a long European flight, e.g. Madrid to Berlin). */
export const PROMO_MAX_KM = 2_000;
/** Share of a low-cost carrier's other flights of the day that still have promotional seats. */
const PROMO_SHARE = 0.35;

/**
 * The low-cost promotional fare of a short flight, adult one way cabin only, in cents: priced like the carriers
 * price them (from 9.99, a little more with distance, always ending in .99), independent of peak hours and
 * weekdays because these are the seats sold to fill the plane. Madrid to Palma is 15.99, Madrid to Berlin 29.99.
 */
export function promoFareCents(km: number): number {
  return (9 + Math.floor(0.011 * km)) * 100 + 99;
}

/**
 * Whether a low-cost flight still sells promotional seats (deterministic per carrier, route, day and flight): the
 * carrier's first flight of the day on a short route always does, so every short low-cost route has a cheap
 * flight each day (the free-flight voucher of spec §9 buys a round trip for two); a stable share of the others too.
 */
export function hasPromoSeats(input: {
  carrierCode: string;
  from: string;
  to: string;
  date: string;
  /** The flight's rank in the carrier's day on this route, 0 first. */
  index: number;
  km: number;
}): boolean {
  if (input.km > PROMO_MAX_KM) return false;
  if (input.index === 0) return true;
  return seededRandom('promo', input.carrierCode, input.from, input.to, input.date, input.index).chance(PROMO_SHARE);
}
