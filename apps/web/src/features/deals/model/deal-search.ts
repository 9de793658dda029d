import type { DealItem, ProductType } from '@wayfare/contract';

/** spec §3 URL dates are YYYYMMDD; deals carry YYYY-MM-DD. */
const urlDate = (isoDate: string) => isoDate.replaceAll('-', '');

/** The query name of the deal a /deal-search opened. */
export const DEAL_PARAM = 'deal';

/** A deal's fixed parameters (spec §2 deal search) as the spec §3 query values the results read. */
export function dealFixedParams(deal: DealItem): Record<string, string> {
  return {
    product: deal.productType,
    ...(deal.departure ? { departure: deal.departure } : {}),
    destination: deal.destination.code.toLowerCase(),
    outboundDate: urlDate(deal.dates.from),
    returnDate: urlDate(deal.dates.to),
  };
}

const FIXED_NAMES = ['product', 'departure', 'destination', 'outboundDate', 'returnDate'] as const;

/** `/deal-search?deal=…&product=…&…&adults=2`: the deal as a prefilled search (priced for two adults). */
export function dealSearchUrl(deal: DealItem, adults = 2): string {
  const params = new URLSearchParams({ [DEAL_PARAM]: deal.id, ...dealFixedParams(deal), adults: String(adults) });
  return `/deal-search?${params.toString()}`;
}

/**
 * The URL with the deal's fixed parameters put back when any was changed by hand (they cannot be edited,
 * spec §2 deal search); null when the URL already matches the deal. Travellers, filters and sort are kept.
 */
export function enforceDealParams(params: URLSearchParams, deal: DealItem): URLSearchParams | null {
  const fixed = dealFixedParams(deal);
  const differs = FIXED_NAMES.some((name) => (params.get(name) ?? undefined) !== fixed[name]);
  if (!differs) return null;
  const next = new URLSearchParams(params);
  for (const name of FIXED_NAMES) {
    const value = fixed[name];
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next;
}

/** The results each deal product opens on (flights or stays results; spec §2). */
export function dealResultsKind(product: ProductType): 'flights' | 'stays' {
  return product === 'F' || product === 'FF' ? 'flights' : 'stays';
}

/**
 * The results product a deal opens on for this brand: spec §4 treats the top-hotel brand's H as HGH, and a
 * product the brand does not sell (a stale link) falls back to its stays or flights counterpart when it has one.
 */
export function dealResultsProduct(product: ProductType, brandProducts: readonly ProductType[]): ProductType {
  if (brandProducts.includes(product)) return product;
  if (product === 'H' && brandProducts.includes('HGH')) return 'HGH';
  if (product === 'HGH' && brandProducts.includes('H')) return 'H';
  if (product === 'FF' && brandProducts.includes('F')) return 'F';
  return product;
}
