import { parseBrandUrl } from '@wayfare/contract';
import type { ProductType } from '@wayfare/contract';
import type { BrandConfig } from '../../../lib/brand-config';

type Proposal = BrandConfig['destinationProposals']['DP'][number];
type PromoBanner = NonNullable<BrandConfig['promoCampaign']['dp']>;
type Deal = BrandConfig['offers']['deals'][number];

/**
 * The destination proposals shown for the active product (spec §3: lists exist for DP, H and F). Free flights
 * use the flight list; the top-hotel HGH uses the hotel list (its product is H, spec §4), then the package list.
 */
export function proposalsFor(brand: Pick<BrandConfig, 'destinationProposals'>, product: ProductType): Proposal[] {
  const { DP, H, F } = brand.destinationProposals;
  switch (product) {
    case 'FF':
    case 'F':
      return F;
    case 'HGH':
      return H.length > 0 ? H : DP;
    case 'H':
      return H;
    case 'DP':
      return DP;
  }
}

/** Which promo banner (spec §3 promoCampaign dp/h/f) belongs to a product. */
const BANNER_OF: Record<ProductType, 'dp' | 'h' | 'f'> = { DP: 'dp', HGH: 'h', H: 'h', F: 'f', FF: 'f' };

export interface PromoEntry {
  slot: 'dp' | 'h' | 'f';
  banner: PromoBanner;
}

/** Every configured promo banner, the active product's first, then in the dp, h, f order. */
export function promoBanners(brand: Pick<BrandConfig, 'promoCampaign'>, active: ProductType): PromoEntry[] {
  const first = BANNER_OF[active];
  const slots = [first, ...(['dp', 'h', 'f'] as const).filter((slot) => slot !== first)];
  return slots.flatMap((slot) => {
    const banner = brand.promoCampaign[slot];
    return banner ? [{ slot, banner }] : [];
  });
}

/** Deals the brand can actually sell, the active product's first (a deal for an unsold product is hidden). */
export function dealsFor(brand: Pick<BrandConfig, 'offers' | 'products'>, active: ProductType): Deal[] {
  const sellable = brand.offers.deals.filter(
    (deal) => brand.products.includes(deal.productType) || (deal.productType === 'H' && brand.products.includes('HGH')),
  );
  return [
    ...sellable.filter((deal) => deal.productType === active),
    ...sellable.filter((deal) => deal.productType !== active),
  ];
}

/** The product a deal searches with on this brand (top-hotel: H becomes HGH, spec §4). */
export function dealProduct(brand: Pick<BrandConfig, 'products'>, deal: Pick<Deal, 'productType'>): ProductType {
  if (deal.productType === 'H' && !brand.products.includes('H') && brand.products.includes('HGH')) return 'HGH';
  return deal.productType;
}

/**
 * How to open a brand URL: a same-origin path stays in the app (router link), an https URL opens as a normal
 * link; anything else (never valid after the schema, but brand data is not trusted twice) is not linked.
 */
export function linkKind(url: string): 'internal' | 'external' | null {
  return parseBrandUrl(url, globalThis.location?.origin)?.kind ?? null;
}
