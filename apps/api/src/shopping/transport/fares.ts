import type { BaggageOption, CabinClass } from '@wayfare/contract';
import { cabinFareCents } from '../../pricing/cabin-fare';
import type { Itinerary } from './itineraries';

/** Fare level of a proposal: 0 sells a cabin bag only, 1 adds a checked bag at a higher fare. */
export type FareLevel = 0 | 1;
export const FARE_LEVELS: readonly FareLevel[] = [0, 1];

export const FARE_BAGGAGE: Record<FareLevel, BaggageOption> = { 0: 'CABIN', 1: 'CABIN_CHECKED' };

/** What a checked bag adds to a one-way adult fare: low-cost carriers charge more for it. */
export function checkedBagCents(itinerary: Itinerary): number {
  return itinerary.lowCost ? 2_900 + 500 * itinerary.stops : 2_200;
}

/** Adult one-way price of an itinerary at a fare level in a cabin (economy by default), in cents. */
export function adultFareCents(itinerary: Itinerary, fare: FareLevel, cabin: CabinClass = 'ECONOMY'): number {
  return cabinFareCents(itinerary.fareCents, cabin) + (fare === 1 ? checkedBagCents(itinerary) : 0);
}

export function fareName(itinerary: Itinerary, fare: FareLevel): string {
  if (itinerary.lowCost) return fare === 0 ? 'Basic' : 'Regular';
  return fare === 0 ? 'Economy Light' : 'Economy Classic';
}

export interface TravellerPrice {
  type: 'ADULT' | 'CHILD';
  count: number;
  /** Each, in cents. */
  amountCents: number;
}

/**
 * Price per traveller type for an adult fare: infants (under 2, on a lap) pay 10%, children 2-11 pay 75%,
 * and 12-17 year-olds pay the adult fare though they stay children in the count. Equal prices are grouped.
 */
export function travellerPrices(adultCents: number, adults: number, childrenAges: readonly number[]): TravellerPrice[] {
  const prices: TravellerPrice[] = [{ type: 'ADULT', count: adults, amountCents: adultCents }];
  for (const age of childrenAges) {
    const share = age < 2 ? 0.1 : age < 12 ? 0.75 : 1;
    const amountCents = Math.round(adultCents * share);
    const same = prices.find((price) => price.type === 'CHILD' && price.amountCents === amountCents);
    if (same) same.count += 1;
    else prices.push({ type: 'CHILD', count: 1, amountCents });
  }
  return prices;
}

export const totalCents = (prices: readonly TravellerPrice[]) =>
  prices.reduce((sum, price) => sum + price.count * price.amountCents, 0);

export interface FareRules {
  refundable: boolean;
  changeable: boolean;
  /** null when changes are free or impossible. */
  changeFeeCents: number | null;
}

/** Light fares of low-cost carriers cannot be changed; classic fares of full-service carriers change for free. */
export function fareRules(itinerary: Itinerary, fare: FareLevel): FareRules {
  if (itinerary.lowCost) {
    return fare === 0
      ? { refundable: false, changeable: false, changeFeeCents: null }
      : { refundable: false, changeable: true, changeFeeCents: 4_500 };
  }
  return fare === 0
    ? { refundable: false, changeable: true, changeFeeCents: 7_000 }
    : { refundable: true, changeable: true, changeFeeCents: null };
}
