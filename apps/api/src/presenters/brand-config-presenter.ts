import type { BrandConfigPart, BrandConfigResponse } from '@wayfare/contract';
import type { StoredBrandConfig } from '../db/repositories/brand-config-repository';

/**
 * Strapi's shape (design.md "Brand configuration"): scalar attributes always, each part only when
 * populated; `meta` is empty as Strapi's is for a single entry.
 */
export function presentBrandConfig(stored: StoredBrandConfig, parts: readonly BrandConfigPart[]): BrandConfigResponse {
  const { domain, language, country, environment } = stored.attributes;
  const attributes: Record<string, unknown> = { domain, language, country, environment };
  for (const part of parts) attributes[part] = stored.attributes[part];
  return { data: { id: stored.id, attributes: attributes as BrandConfigResponse['data']['attributes'] }, meta: {} };
}
