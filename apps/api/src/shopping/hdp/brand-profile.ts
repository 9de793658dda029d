import type { ProductType } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import type { SearchBrand } from './stay-search';

export interface BrandProfile extends SearchBrand {
  /** The product the business profile belongs to (spec §3: businessProfileId per product). */
  productType: ProductType;
  country: string;
  language: string;
}

/**
 * The brand a business profile belongs to, with its currency (default EUR, spec §9) and points rate,
 * or null when no brand has it. Reads through the brand-config cache.
 */
export async function findBrandProfile(app: FastifyInstance, businessProfileId: string): Promise<BrandProfile | null> {
  for (const domain of await app.brandConfigRepository.listDomains()) {
    const brand = await app.brandConfigCache.get(domain);
    const product = brand?.attributes.products.find((entry) => entry.businessProfileId === businessProfileId);
    if (!brand || !product) continue;
    const details = brand.attributes.brandDetails;
    return {
      domain: brand.domain,
      businessProfileId,
      productType: product.productType,
      currency: details.currency ?? 'EUR',
      pointsConversionRate: details.pointsConversionRate ?? null,
      memberDiscountPercent: details.membership?.memberDiscountPercent ?? null,
      country: brand.attributes.country,
      language: brand.attributes.language,
    };
  }
  return null;
}
