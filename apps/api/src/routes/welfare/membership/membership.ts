import { membershipApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/route';
import { presentMemberProfile } from './member-profile';

/**
 * Membership (spec §2 /memSearch, /hdpMemSearch): the member profile. Member PRICES are not made here: they are
 * an explicit step of the pricing authority (src/pricing), applied to searches, details and carts alike.
 */
export const membershipRoutes = fp(
  async (app: FastifyInstance) => {
    registerEndpoint(app, membershipApi.GetMemberProfile, async (_input, request) => {
      if (!request.member) throw unauthorized('Sign in through the partner to see the member profile');
      const brand = await app.brandConfigCache.get(request.member.domain);
      return presentMemberProfile(request.member, brand?.attributes.brandDetails);
    });
  },
  { name: 'membership', dependencies: ['auth'] },
);
