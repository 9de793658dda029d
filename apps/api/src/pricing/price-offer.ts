import { discountPercent, pointsFor, scaleMoney, subtractMoney } from '@wayfare/contract';
import type { Money } from '@wayfare/contract';
import type { PricingContext } from './pricing-context';

/**
 * Share of a price that is taxes and fees, included in every total we show (EU rule: the price shown is the
 * price paid). Flights: airport charges and ticket taxes; stays: VAT and city tax of the property.
 */
export const TAX_SHARE = { FLIGHT: 0.14, STAY: 0.1, PACKAGE: 0.12 } as const;
export type TaxKind = keyof typeof TAX_SHARE;

/** An offer priced for one brand and one visitor. */
export interface PricedAmount {
  /** The public price, in the brand currency. */
  list: Money;
  /** What a member of the brand pays; null when the visitor is not a member (or the brand has none). */
  member: Money | null;
  /** What this visitor is charged: the member price for a member, the list price for everyone else. */
  charged: Money;
  /** Taxes and fees included in `charged` (its breakdown line). */
  taxesAndFees: Money;
  /** `charged` in programme points, null without a programme. */
  points: number | null;
}

/** Taxes and fees included in `total`: total − total / (1 + share), with the one rounding rule. */
export function includedTaxes(total: Money, kind: TaxKind): Money {
  const share = TAX_SHARE[kind];
  return subtractMoney(total, scaleMoney(total, 1 / (1 + share)));
}

/** The member step: the list price less the brand's member discount, for a member of that brand only. */
export function memberPrice(list: Money, context: PricingContext): Money | null {
  const percent = context.memberDiscountPercent;
  return percent ? scaleMoney(list, 1 - percent / 100) : null;
}

/** Prices a list price (already in the brand currency) for the context: the one place prices are made. */
export function priceAmount(list: Money, context: PricingContext, kind: TaxKind): PricedAmount {
  if (list.currency !== context.currency) {
    throw new RangeError(`priceAmount: ${list.currency} is not the brand currency ${context.currency}`);
  }
  const member = memberPrice(list, context);
  const charged = member ?? list;
  return {
    list,
    member,
    charged,
    taxesAndFees: includedTaxes(charged, kind),
    points: pointsFor(charged, context.pointsConversionRate),
  };
}

/**
 * A promotion as a badge may show it: the reference is the same offer's price before the promotion and the
 * percentage is computed from the two amounts (EU Price Indication Directive), never a configured number.
 * Null when there is no real reduction.
 */
export function promotionOf(reference: Money, price: Money): { reference: Money; percent: number } | null {
  const percent = discountPercent(reference, price);
  return percent > 0 ? { reference, percent } : null;
}
