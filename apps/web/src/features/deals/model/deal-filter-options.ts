import type { DealItem, ProductType } from '@wayfare/contract';
import { dealMonth } from './deal-filters';

export interface DealFilterOptions {
  destinations: { code: string; name: string }[];
  products: ProductType[];
  /** YYYY-MM, in calendar order. */
  months: string[];
  /** Price ceilings to choose from, rising; each keeps at least one deal more than the one before. */
  maxPrices: number[];
}

/** A round ceiling at or above `amount`, in steps of a tenth of its order of magnitude (640.5 → 650). */
export function roundUpPrice(amount: number): number {
  if (amount <= 0) return 0;
  const magnitude = 10 ** Math.floor(Math.log10(amount));
  const step = magnitude / 10 >= 1 ? magnitude / 10 : 1;
  return Math.ceil(amount / step - 1e-9) * step;
}

/** The choices of each filter, from the deals themselves (only values that keep at least one deal). */
export function dealFilterOptions(deals: readonly DealItem[]): DealFilterOptions {
  const destinations = new Map<string, string>();
  const products = new Set<ProductType>();
  const months = new Set<string>();
  for (const deal of deals) {
    destinations.set(deal.destination.code.toUpperCase(), deal.destination.name);
    products.add(deal.productType);
    months.add(dealMonth(deal));
  }
  const ceilings = [...new Set(deals.map((deal) => roundUpPrice(deal.priceFrom.amount)))].sort((a, b) => a - b);
  return {
    destinations: [...destinations]
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    products: [...products],
    months: [...months].sort(),
    // The highest ceiling keeps everything, which "any price" already does.
    maxPrices: ceilings.slice(0, -1),
  };
}
