import type { FastifyInstance } from 'fastify';
import { findBrandProfile } from '../shopping/hdp/brand-profile';
import { pricingContext, UNBRANDED } from './pricing-context';
import type { PricingContext } from './pricing-context';

/**
 * The pricing context of a request on a business profile: that profile's brand, and the member step when the
 * bearer token (request.member, plugins/app/auth.ts) is a member of that brand.
 */
export async function contextForProfile(
  app: FastifyInstance,
  businessProfileId: string,
  member: { domain: string } | null,
): Promise<PricingContext> {
  const profile = businessProfileId ? await findBrandProfile(app, businessProfileId) : null;
  return profile ? pricingContext(profile, member) : UNBRANDED;
}
