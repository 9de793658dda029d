import type { FastifyInstance } from 'fastify';
import { findBrandProfile } from './brand-profile';
import type { BrandProfile } from './brand-profile';
import { brandKeyOf } from './stay-search-id';

/**
 * The brand profile whose business profile id has this key (a stay search id carries the key, not
 * the id: see stay-search-id.ts); null when no brand has it any more.
 */
export async function findBrandProfileByKey(app: FastifyInstance, brandKey: string): Promise<BrandProfile | null> {
  for (const domain of await app.brandConfigRepository.listDomains()) {
    const brand = await app.brandConfigCache.get(domain);
    const product = brand?.attributes.products.find((entry) => brandKeyOf(entry.businessProfileId) === brandKey);
    if (product) return findBrandProfile(app, product.businessProfileId);
  }
  return null;
}
