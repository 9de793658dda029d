import { z } from 'zod';
import { isSafeBrandUrl } from './brand-url';
import { PRODUCT_TYPES } from './constants';

/** Product types of spec §1. */
export const productTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof productTypeSchema>;

export const languageSchema = z.enum(['it', 'es', 'en', 'fr']);
export type Language = z.infer<typeof languageSchema>;

/**
 * A URL a brand may configure: https, or a path that stays on the page's origin, judged by the URL
 * parser (brand-url.ts). Never `javascript:`, protocol-relative or `/\host` (design.md, security).
 */
export const brandUrlSchema = z
  .string()
  .trim()
  .min(1)
  .refine((value) => isSafeBrandUrl(value), {
    message: 'must be an https:// URL or a same-origin path starting with /',
  });

const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');

export const themeSchema = z.object({
  favicon: brandUrlSchema,
  logoPrimaryUrl: brandUrlSchema,
  logoPrimaryMobileUrl: brandUrlSchema,
  logoSecondaryUrl: brandUrlSchema.optional(),
  primaryColor: colorSchema,
  primaryTextColor: colorSchema,
  /** The soft primary of spec §9 (tinted backgrounds); derived from primaryColor when absent. */
  softPrimaryColor: colorSchema.optional(),
});

export const landingContentSchema = z.object({
  heroTitle: z.string().min(1),
  heroSubtitle: z.string(),
  heroBackgroundImage: brandUrlSchema,
  promoImageMobile: brandUrlSchema.optional(),
  promoImageDesktop: brandUrlSchema.optional(),
  productExplanation: z.object({ title: z.string(), subtitle: z.string(), description: z.string() }),
  productSelector: z.object({ extraSelector: z.boolean(), showSelector: z.boolean() }),
});

export const dealSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  imageUrl: brandUrlSchema,
  destinationCode: z.string().min(1),
  destinationName: z.string().min(1),
  productType: productTypeSchema,
});

export const offersSchema = z.object({
  isClub: z.boolean(),
  deals: z.array(dealSchema),
  destinations: z.array(z.object({ code: z.string().min(1), name: z.string().min(1), imageUrl: brandUrlSchema })),
});

export const policiesSchema = z.object({
  privacy: brandUrlSchema,
  cookies: brandUrlSchema.optional(),
  termsConditions: brandUrlSchema,
});

/**
 * Membership searches (/memSearch, /hdpMemSearch, spec §2) of a brand whose members sign in through the
 * partner (hasSSO): where a signed-out visitor goes to sign in, and the member discount on shopping results.
 */
export const membershipSchema = z.object({
  /** The partner's sign-in page (memberSignInUrl): it sends the member back with a token in `?a=`. */
  memberSignInUrl: brandUrlSchema,
  /** Member price = public price less this percentage (design.md: prices are computed on the server). */
  memberDiscountPercent: z.number().min(0).max(50),
});
export type Membership = z.infer<typeof membershipSchema>;

export const brandDetailsSchema = z.object({
  pageTitle: z.string().min(1),
  brandName: z.string().min(1),
  isTopHotel: z.boolean().default(false),
  productTypesOrder: z.array(productTypeSchema).min(1),
  phoneNumber: z.string().min(1),
  phonePrivacyPolicyUrl: brandUrlSchema.optional(),
  businessClient: z.string().min(1),
  brandBase: z.string().min(1),
  brandOrigin: z.string().min(1),
  /**
   * spec §1, §9: the free-flight voucher. voucherAmount is in MAJOR units of the brand currency (150 = 150 €); the
   * search ceiling is voucherAmount × 100, i.e. the same amount in minor units. voucherCode is applied to FF
   * carts by the server, without the traveller typing it.
   */
  freeFlightConditions: z
    .object({
      voucherAmount: z.number().positive(),
      voucherCode: z
        .string()
        .regex(/^[A-Z0-9-]{4,32}$/)
        .optional()
        .describe('Shown to the traveller; FREEFLIGHT when absent'),
    })
    .nullable()
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')
    .optional(),
  budgetRestriction: z.number().nonnegative().nullable().optional(),
  policies: policiesSchema,
  pointsConversionRate: z.number().positive().nullable().optional(),
  customPointsLabel: z.string().nullable().optional(),
  /** Optional: only brands with a member programme configure it. */
  membership: membershipSchema.nullable().optional(),
  /** Map tiles for the stays map and the hotel location ({z}/{x}/{y} template); without it the built-in basemap. */
  mapTileUrl: brandUrlSchema
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
      message: 'must be a tile template with {z}, {x} and {y}',
    })
    .nullable()
    .optional(),
});

export const productSchema = z.object({ productType: productTypeSchema, businessProfileId: z.string().min(1) });

export const promoBannerSchema = z.object({
  ctaKey: z.string().min(1),
  ctaUrl: brandUrlSchema,
  titleKey: z.string().min(1),
  subtitleKey: z.string().min(1),
  imageUrl: brandUrlSchema.optional(),
});

export const promoCampaignSchema = z.object({
  dp: promoBannerSchema.optional(),
  h: promoBannerSchema.optional(),
  f: promoBannerSchema.optional(),
});

export const footerSchema = z.object({
  legalTextKey: z.string().min(1),
  footerScriptUrl: brandUrlSchema.optional(),
});

export const destinationProposalSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  subtitle: z.string(),
  type: z.string().min(1),
  code: z.string().min(1),
  title: z.string().min(1),
  imageUrl: brandUrlSchema,
});

export const destinationProposalsSchema = z.object({
  DP: z.array(destinationProposalSchema).default([]),
  H: z.array(destinationProposalSchema).default([]),
  F: z.array(destinationProposalSchema).default([]),
});

export const paymentMethodSchema = z.object({
  code: z.enum(['CARD', 'POINTS', 'VOUCHER']),
  enabled: z.boolean(),
});

export const paymentProviderSchema = z.object({
  name: z.string().min(1),
  methods: z.array(z.enum(['CARD', 'POINTS', 'VOUCHER'])),
});

export const checkoutOptionsSchema = z.object({
  ancillaries: z.array(z.string()),
  insurance: z.boolean(),
  newsletter: z.boolean(),
  invoice: z.boolean(),
  specialRequests: z.boolean(),
});

export const tokenAuthenticationSchema = z.object({ enabled: z.boolean() });

/** Every populatable part of a brand configuration, by its `populate[n]` name. */
export const brandConfigParts = {
  theme: themeSchema,
  landingContent: landingContentSchema,
  offers: offersSchema,
  brandDetails: brandDetailsSchema,
  products: z.array(productSchema).min(1),
  promoCampaign: promoCampaignSchema,
  footer: footerSchema,
  destinationProposals: destinationProposalsSchema,
  paymentMethods: z.array(paymentMethodSchema),
  paymentProviders: z.array(paymentProviderSchema),
  checkoutOptions: checkoutOptionsSchema,
  tokenAuthentication: tokenAuthenticationSchema,
} as const;
export type BrandConfigPart = keyof typeof brandConfigParts;
export const brandConfigPartNames = Object.keys(brandConfigParts) as BrandConfigPart[];

/** Fields that are always present, populated or not (Strapi's scalar attributes). */
export const brandConfigScalars = z.object({
  domain: z.string().min(1),
  language: languageSchema,
  country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code'),
  environment: z.string().min(1),
});

/** A complete brand configuration, as a partner stores it (the seed file shape). */
export const brandConfigAttributesSchema = brandConfigScalars.extend(brandConfigParts);
export type BrandConfigAttributes = z.infer<typeof brandConfigAttributesSchema>;

/** The Strapi-shaped response: parts are present only when populated. */
export const brandConfigResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    attributes: brandConfigScalars.extend(
      Object.fromEntries(Object.entries(brandConfigParts).map(([name, schema]) => [name, schema.optional()])) as {
        [K in BrandConfigPart]: z.ZodOptional<(typeof brandConfigParts)[K]>;
      },
    ),
  }),
  meta: z.object({}).passthrough(),
});
export type BrandConfigResponse = z.infer<typeof brandConfigResponseSchema>;
