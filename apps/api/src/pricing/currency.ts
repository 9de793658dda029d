import { fromMajor } from '@wayfare/contract';
import type { Money } from '@wayfare/contract';

/** The inventory (flights, stays, extras, seats) is priced in euro; brands sell in their own currency. */
export const INVENTORY_CURRENCY = 'EUR';

/** Units of each brand currency one euro buys (demo rates, fixed so the same query always costs the same). */
const UNITS_PER_EURO: Record<string, number> = { EUR: 1, CHF: 0.94, GBP: 0.85, USD: 1.08 };

/**
 * A euro amount in `currency`, unrounded: for sums that are rounded once at the end (a stay's nights and
 * meals). Unknown currencies are priced at par. This and `fromInventoryCents` are the only conversions.
 */
export function euroIn(amountEuro: number, currency: string): number {
  return amountEuro * (UNITS_PER_EURO[currency] ?? 1);
}

/** Inventory euro cents as money of `currency`, rounded once with the contract's rule. */
export function fromInventoryCents(euroCents: number, currency: string): Money {
  return fromMajor(euroIn(euroCents / 100, currency), currency);
}

/** A major-unit amount already in `currency` (a stay total summed unrounded) as money. */
export const inCurrency = (amount: number, currency: string): Money => fromMajor(amount, currency);

/** Inventory euro cents in minor units of `currency` (extras and seats, kept as integers in the cart). */
export const inventoryMinor = (euroCents: number, currency: string): number =>
  fromInventoryCents(euroCents, currency).amount;
