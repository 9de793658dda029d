import type { ProductType } from '@wayfare/contract';

/** The screens of spec §2 that show the search form above a results region. */
export type SearchScreenName =
  'DP' | 'H' | 'HGH' | 'F' | 'FF' | 'memSearch' | 'hdpMemSearch' | 'deals' | 'dealSearch' | 'hotelDetail';

/** The product each screen searches (spec §2: memSearch is transport, hdpMemSearch hotel-plus-flight). */
export const SCREEN_PRODUCT: Record<SearchScreenName, ProductType | null> = {
  DP: 'DP',
  H: 'H',
  HGH: 'HGH',
  F: 'F',
  FF: 'FF',
  memSearch: 'F',
  hdpMemSearch: 'DP',
  deals: null,
  dealSearch: null,
  hotelDetail: 'H',
};

/** The product routes (spec §2 /DP, /H, /HGH, /F, /FF): their path names the product. */
const PRODUCT_ROUTES: ReadonlySet<SearchScreenName> = new Set(['DP', 'H', 'HGH', 'F', 'FF']);

export type ScreenProduct =
  | { kind: 'show'; product: ProductType }
  /** The product route of another product should answer (same query string). */
  | { kind: 'redirect'; product: ProductType };

/**
 * Which product a search screen works with for a brand. spec §4: on the top-hotel brand, H is treated as HGH,
 * so /H answers as /HGH. A product route for a product the brand does not sell goes to the brand's first
 * product; the other screens fall back to it without moving.
 */
export function screenProduct(screen: SearchScreenName, brandProducts: readonly ProductType[]): ScreenProduct {
  const fallback = brandProducts[0] ?? 'H';
  const requested = SCREEN_PRODUCT[screen];
  const mapped = requested === 'H' && !brandProducts.includes('H') && brandProducts.includes('HGH') ? 'HGH' : requested;
  const product = mapped && brandProducts.includes(mapped) ? mapped : fallback;
  if (PRODUCT_ROUTES.has(screen) && product !== screen) return { kind: 'redirect', product };
  return { kind: 'show', product };
}

/**
 * What a member search's heading names: the screen ("Member flights") when it shows its own product, else the
 * product the brand sells instead (atlas sells hotels only: its /memSearch read "Member flights" over 440 stays).
 */
export function membershipHeading(
  screen: 'memSearch' | 'hdpMemSearch',
  product: ProductType,
): 'memSearch' | 'hdpMemSearch' | ProductType {
  return SCREEN_PRODUCT[screen] === product ? screen : product;
}
