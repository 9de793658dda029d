import { brandConfigResponseSchema } from '@wayfare/contract';
import type { BrandConfigResponse, ProductType } from '@wayfare/contract';
import { brandConfigSchema } from '../../../lib/brand-config';
import type { BrandConfig } from '../../../lib/brand-config';
import { softPrimaryOf } from '../../../lib/theme';

/** design.md: the app's currency when the brand names none (spec §9 "Default currency EUR"). */
export const DEFAULT_CURRENCY = 'EUR';

/** Parts without which no screen can be drawn; the others fall back to empty defaults. */
const REQUIRED_PARTS = ['theme', 'brandDetails', 'products', 'landingContent'] as const;

export interface BrandConfigFailure {
  kind: 'invalid-response' | 'missing-parts' | 'invalid-config';
  message: string;
  /** One line per problem, `path: message`. */
  issues: string[];
}

export type NormaliseResult = { ok: true; brand: BrandConfig } | { ok: false; failure: BrandConfigFailure };

type Attributes = BrandConfigResponse['data']['attributes'];

function issuesOf(error: { issues: { path: PropertyKey[]; message: string }[] }): string[] {
  return error.issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}

/**
 * spec §4: the hotel-only top-hotel brand with the single product H is treated as HGH. Returns the brand's
 * product types in list order and the business profile of each (spec §3: taken from the product list).
 */
export function resolveProducts(products: NonNullable<Attributes['products']>, isTopHotel: boolean) {
  const businessProfileId: Partial<Record<ProductType, string>> = {};
  for (const product of products) businessProfileId[product.productType] ??= product.businessProfileId;
  let types = [...new Set(products.map((product) => product.productType))];
  if (isTopHotel && types.length === 1 && types[0] === 'H') {
    types = ['HGH'];
    businessProfileId.HGH ??= businessProfileId.H;
  }
  return { types, businessProfileId };
}

/** productTypesOrder limited to what the brand sells (H read as HGH when it was mapped); else the list order. */
export function orderProducts(order: readonly ProductType[], types: readonly ProductType[]): ProductType[] {
  const mapped = order.map((type) => (type === 'H' && !types.includes('H') && types.includes('HGH') ? 'HGH' : type));
  const ordered = [...new Set(mapped)].filter((type) => types.includes(type));
  return ordered.length ? ordered : [...types];
}

/**
 * Maps the raw Strapi brand configuration to the one schema-checked BrandConfig (design.md). Never throws: a
 * malformed configuration comes back as a typed failure the app turns into its brand-config error screen.
 */
export function normaliseBrandConfig(raw: unknown): NormaliseResult {
  const parsed = brandConfigResponseSchema.safeParse(raw);
  if (!parsed.success) {
    return fail('invalid-response', 'The brand configuration response is malformed', issuesOf(parsed.error));
  }
  const { id, attributes } = parsed.data.data;
  const missing = REQUIRED_PARTS.filter((part) => attributes[part] === undefined);
  const { theme, brandDetails, products, landingContent } = attributes;
  if (!theme || !brandDetails || !products || !landingContent) {
    return fail(
      'missing-parts',
      `The brand configuration lacks ${missing.join(', ')}`,
      missing.map((p) => `${p}: missing`),
    );
  }
  const { types, businessProfileId } = resolveProducts(products, brandDetails.isTopHotel);
  const ordered = orderProducts(brandDetails.productTypesOrder, types);
  const candidate = {
    id,
    domain: attributes.domain,
    language: attributes.language,
    country: attributes.country,
    environment: attributes.environment,
    theme: { ...theme, softPrimaryColor: softPrimaryOf(theme) },
    landingContent,
    offers: attributes.offers ?? { isClub: false, deals: [], destinations: [] },
    brand: {
      ...brandDetails,
      productTypesOrder: ordered,
      currency: brandDetails.currency ?? DEFAULT_CURRENCY,
      hasSSO: attributes.tokenAuthentication?.enabled ?? false,
      businessProfileId,
    },
    products: [...ordered, ...types.filter((type) => !ordered.includes(type))],
    promoCampaign: attributes.promoCampaign ?? {},
    footer: attributes.footer ?? null,
    destinationProposals: attributes.destinationProposals ?? { DP: [], H: [], F: [] },
    paymentMethods: attributes.paymentMethods ?? [],
    paymentProviders: attributes.paymentProviders ?? [],
    checkoutOptions: attributes.checkoutOptions ?? {
      ancillaries: [],
      insurance: false,
      newsletter: false,
      invoice: false,
      specialRequests: false,
    },
  };
  const checked = brandConfigSchema.safeParse(candidate);
  if (!checked.success)
    return fail('invalid-config', 'The brand configuration is inconsistent', issuesOf(checked.error));
  return { ok: true, brand: checked.data };
}

function fail(kind: BrandConfigFailure['kind'], message: string, issues: string[]): NormaliseResult {
  return { ok: false, failure: { kind, message, issues } };
}
