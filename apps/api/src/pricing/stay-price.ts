import { money, scaleMoney } from '@wayfare/contract';
import type { Money } from '@wayfare/contract';
import type { TravellerPrice } from '../shopping/transport/fares';
import { inCurrency } from './currency';
import { flightListPrice } from './flight-price';
import { priceAmount, promotionOf } from './price-offer';
import type { PricedAmount } from './price-offer';
import type { PricingContext } from './pricing-context';

/** A rate's amount (major units of the brand currency, unrounded) in minor units: the one rounding of a stay. */
export const rateMinor = (amount: number, currency: string): number => inCurrency(amount, currency).amount;

/** What a stay quote needs to be priced: its amounts (major units of the brand currency, unrounded). */
export interface QuoteAmounts {
  /** Several rooms: each room's amounts (the totals below are their sums); each room is rounded on its own. */
  parts?: readonly QuoteAmounts[] | undefined;
  total: number;
  beforeDiscount: number | null;
  /** The property's promotion (stay.promotion.discountPercent), null without one. */
  promotionPercent: number | null;
}

/**
 * A rate's list price in minor units. With a promotion the reference (the same rate before it) is rounded once
 * and the discount is rounded UP to the minor unit, so the advertised percentage is always true of the two
 * amounts (discountPercent(reference, price) equals the promotion's percent; never less, never more).
 * Several rooms: the sum of each room's list price, so the rooms shown always add up to the total.
 */
export function quoteListMinor(quote: QuoteAmounts, currency: string): number {
  if (quote.parts && quote.parts.length > 0) {
    return quote.parts.reduce((sum, part) => sum + quoteListMinor(part, currency), 0);
  }
  if (quote.beforeDiscount === null || !quote.promotionPercent) return rateMinor(quote.total, currency);
  const before = rateMinor(quote.beforeDiscount, currency);
  return before - Math.ceil((before * quote.promotionPercent) / 100 - 1e-9);
}

/** The reference of a quote (before the promotion) in minor units, or its list price without one. */
export const quoteReferenceMinor = (quote: QuoteAmounts, currency: string): number =>
  quote.parts && quote.parts.length > 0
    ? quote.parts.reduce((sum, part) => sum + quoteReferenceMinor(part, currency), 0)
    : rateMinor(quote.beforeDiscount ?? quote.total, currency);

/** Each room's list price in minor units (several rooms), or null for one room. */
export const quoteRoomsMinor = (quote: QuoteAmounts, currency: string): number[] | null =>
  quote.parts && quote.parts.length > 1 ? quote.parts.map((part) => quoteListMinor(part, currency)) : null;

/** A package flight's list total in minor units of `currency` (0 without a flight). */
export const packageFlightMinor = (prices: readonly TravellerPrice[] | null, currency: string): number =>
  prices ? flightListPrice(prices, currency).total.amount : 0;

export interface PricedStay extends PricedAmount {
  perNight: Money;
  /** The same rate (and flight) before the promotion, with the true percentage; null without a reduction. */
  promotion: { reference: Money; percent: number } | null;
}

/**
 * A stay or package priced for a brand and visitor from its list total in minor units (rate + flight, both
 * rounded once) and, with a promotion, the same offer's list total before it.
 */
export function priceStay(
  listMinor: number,
  beforeMinor: number | null,
  nights: number,
  hasFlight: boolean,
  context: PricingContext,
): PricedStay {
  const list = money(listMinor, context.currency);
  const priced = priceAmount(list, context, hasFlight ? 'PACKAGE' : 'STAY');
  return {
    ...priced,
    perNight: scaleMoney(list, 1 / Math.max(1, nights)),
    promotion: beforeMinor === null ? null : promotionOf(money(beforeMinor, context.currency), list),
  };
}
