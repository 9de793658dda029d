import { money, sumMoney } from '@wayfare/contract';
import type { Money } from '@wayfare/contract';
import type { TravellerPrice } from '../shopping/transport/fares';
import { fromInventoryCents } from './currency';
import { priceAmount } from './price-offer';
import type { PricedAmount } from './price-offer';
import type { PricingContext } from './pricing-context';

export interface FlightListPrice {
  total: Money;
  perTraveller: { type: TravellerPrice['type']; count: number; amount: Money }[];
}

/**
 * A flight's list price in `currency`: each traveller's fare converted once, the total their sum, so the
 * breakdown always adds up to the total (no conversion of the total on its own).
 */
export function flightListPrice(prices: readonly TravellerPrice[], currency: string): FlightListPrice {
  const perTraveller = prices.map((price) => ({
    type: price.type,
    count: price.count,
    amount: fromInventoryCents(price.amountCents, currency),
  }));
  const total = sumMoney(
    perTraveller.map((price) => money(price.amount.amount * price.count, currency)),
    currency,
  );
  return { total, perTraveller };
}

/** The list total in minor units of `currency` (price facets and bounds compare in the brand currency). */
export const flightListMinor = (prices: readonly TravellerPrice[], currency: string): number =>
  flightListPrice(prices, currency).total.amount;

export interface PricedFlight extends PricedAmount {
  perTraveller: FlightListPrice['perTraveller'];
}

/** A flight offer priced for a brand and visitor (list, member, taxes, points). */
export function priceFlight(prices: readonly TravellerPrice[], context: PricingContext): PricedFlight {
  const list = flightListPrice(prices, context.currency);
  return { ...priceAmount(list.total, context, 'FLIGHT'), perTraveller: list.perTraveller };
}
