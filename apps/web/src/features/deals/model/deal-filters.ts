import { productTypeSchema } from '@wayfare/contract';
import type { DealItem, ProductType } from '@wayfare/contract';

/** The /deals filters (spec §2 deals list), all in the URL (style.md §5). */
export interface DealFilters {
  /** Destination code, upper case (deal.destination.code). */
  destination: string | null;
  product: ProductType | null;
  /** YYYY-MM of the deal's first day. */
  month: string | null;
  /** Highest "price from" kept, in the brand currency. */
  maxPrice: number | null;
}
export type DealFilterName = keyof DealFilters;

export const EMPTY_DEAL_FILTERS: DealFilters = { destination: null, product: null, month: null, maxPrice: null };

/** URL names of the filters, in writing order. */
export const DEAL_FILTER_PARAMS: readonly DealFilterName[] = ['destination', 'product', 'month', 'maxPrice'];

const DESTINATION = /^[A-Za-z0-9]{3}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const PRICE = /^\d{1,7}$/;

/** Reads the filters; never throws: a bad value is dropped (no filter) and listed in `invalid`. */
export function parseDealFilters(params: URLSearchParams): { filters: DealFilters; invalid: DealFilterName[] } {
  const invalid: DealFilterName[] = [];
  const read = (name: DealFilterName, check: (raw: string) => boolean) => {
    const raw = params.get(name)?.trim();
    if (!raw) return null;
    if (check(raw)) return raw;
    invalid.push(name);
    return null;
  };
  const destination = read('destination', (raw) => DESTINATION.test(raw));
  const product = read('product', (raw) => productTypeSchema.safeParse(raw).success) as ProductType | null;
  const month = read('month', (raw) => MONTH.test(raw));
  const price = read('maxPrice', (raw) => PRICE.test(raw) && Number(raw) > 0);
  return {
    filters: {
      destination: destination?.toUpperCase() ?? null,
      product,
      month,
      maxPrice: price === null ? null : Number(price),
    },
    invalid,
  };
}

/** The params with these filters written (empty ones removed, other params kept). */
export function writeDealFilters(params: URLSearchParams, filters: DealFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of DEAL_FILTER_PARAMS) {
    const value = filters[name];
    if (value === null) next.delete(name);
    else next.set(name, name === 'destination' ? String(value).toLowerCase() : String(value));
  }
  return next;
}

export const dealMonth = (deal: DealItem) => deal.dates.from.slice(0, 7);

/** The deals that pass every set filter. */
export function filterDeals(deals: readonly DealItem[], filters: DealFilters): DealItem[] {
  return deals.filter(
    (deal) =>
      (filters.destination === null || deal.destination.code.toUpperCase() === filters.destination) &&
      (filters.product === null || deal.productType === filters.product) &&
      (filters.month === null || dealMonth(deal) === filters.month) &&
      (filters.maxPrice === null || deal.priceFrom.amount <= filters.maxPrice),
  );
}

export const countDealFilters = (filters: DealFilters) =>
  DEAL_FILTER_PARAMS.filter((name) => filters[name] !== null).length;
