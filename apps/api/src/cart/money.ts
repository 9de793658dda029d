import type { Money } from '@wayfare/contract';
import { convert } from '../shopping/hdp/money';

/** Cart money is integer cents, so sums and splits never drift; it becomes the contract's Money at the edge. */
export const toCents = (amount: number) => Math.round(amount * 100);

export const toMoney = (cents: number, currency: string): Money => ({ amount: cents / 100, currency });

/** Euro cents (inventory and extras are priced in euro) in the cart currency, rounded to the cent. */
export const euroCentsIn = (cents: number, currency: string) => Math.round(convert(cents, 'EUR', currency));

/** An amount in `from` as cents of `to`. */
export const centsIn = (amount: number, from: string, to: string) => Math.round(convert(amount, from, to) * 100);
