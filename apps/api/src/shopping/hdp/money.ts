import type { Money } from '@wayfare/contract';

/** Euro value of one unit of each brand currency we price in (inventory prices are made in euro). */
const UNITS_PER_EURO: Record<string, number> = { EUR: 1, CHF: 0.94, GBP: 0.85, USD: 1.08 };

export const roundMoney = (amount: number) => Math.round(amount * 100) / 100;

/** An amount made in euro, in `currency` (unknown currencies are priced at par). */
export function fromEuro(amount: number, currency: string): number {
  return amount * (UNITS_PER_EURO[currency] ?? 1);
}

/** An amount in `from`, in `to` (flights priced in one currency, packages sold in another). */
export function convert(amount: number, from: string, to: string): number {
  if (from === to) return amount;
  return fromEuro(amount / (UNITS_PER_EURO[from] ?? 1), to);
}

export const money = (amount: number, currency: string): Money => ({ amount: roundMoney(amount), currency });

/**
 * Points needed to pay an amount: the brand's pointsConversionRate is the currency value of one point
 * (0.01 EUR per point: 100 points per euro). Null when the brand has no points programme.
 */
export function pointsFor(amount: number, pointsConversionRate: number | null): number | null {
  if (!pointsConversionRate) return null;
  return Math.ceil(roundMoney(amount) / pointsConversionRate - 1e-9);
}
