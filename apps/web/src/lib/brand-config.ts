import {
  brandConfigScalars,
  brandDetailsSchema,
  checkoutOptionsSchema,
  destinationProposalsSchema,
  footerSchema,
  landingContentSchema,
  offersSchema,
  paymentMethodSchema,
  paymentProviderSchema,
  productTypeSchema,
  promoCampaignSchema,
  themeSchema,
} from '@wayfare/contract';
import { z } from 'zod';

/**
 * The one normalised brand configuration every feature reads (spec §3 "Brand configuration", design.md): built
 * from the raw Strapi response by features/brand/model/normalise-brand-config.ts and provided by src/app/.
 * It lives in lib/ because every feature needs its type and features never import each other.
 */
export const brandConfigSchema = brandConfigScalars.extend({
  id: z.number().int(),
  theme: themeSchema.required({ softPrimaryColor: true }),
  landingContent: landingContentSchema,
  offers: offersSchema,
  /** spec §3 "brand": brandDetails plus the fields derived from other parts. */
  brand: brandDetailsSchema.omit({ currency: true }).extend({
    currency: z.string().regex(/^[A-Z]{3}$/),
    hasSSO: z.boolean(),
    businessProfileId: z.partialRecord(productTypeSchema, z.string().min(1)),
  }),
  /** The product types the brand sells, in productTypesOrder (top-hotel H already mapped to HGH, spec §4). */
  products: z.array(productTypeSchema).min(1),
  promoCampaign: promoCampaignSchema,
  footer: footerSchema.nullable(),
  destinationProposals: destinationProposalsSchema,
  paymentMethods: z.array(paymentMethodSchema),
  paymentProviders: z.array(paymentProviderSchema),
  checkoutOptions: checkoutOptionsSchema,
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;
