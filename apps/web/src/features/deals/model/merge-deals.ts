import type { DealItem, ProductType } from '@wayfare/contract';

/**
 * The business profiles to ask GetDealsByBP for (spec §3: one per product of the brand), each once even when
 * two products share one.
 */
export function dealProfiles(
  products: readonly ProductType[],
  businessProfileId: Partial<Record<ProductType, string>>,
): string[] {
  return [...new Set(products.flatMap((product) => businessProfileId[product] ?? []))];
}

/** The answers for each profile as one list: each deal once (first answer wins), soonest first. */
export function mergeDeals(lists: readonly (readonly DealItem[] | undefined)[]): DealItem[] {
  const byId = new Map<string, DealItem>();
  for (const list of lists) for (const deal of list ?? []) if (!byId.has(deal.id)) byId.set(deal.id, deal);
  return [...byId.values()].sort((a, b) => a.dates.from.localeCompare(b.dates.from) || a.title.localeCompare(b.title));
}

const family = (product: ProductType) => (product === 'HGH' ? 'H' : product === 'FF' ? 'F' : product);

/** A few deals to feature on a product's screen (e.g. the club's offers): that product's first, then the rest. */
export function featuredDeals(deals: readonly DealItem[], product: ProductType, limit = 3): DealItem[] {
  const own = deals.filter((deal) => family(deal.productType) === family(product));
  const others = deals.filter((deal) => family(deal.productType) !== family(product));
  return [...own, ...others].slice(0, limit);
}
