import { membershipApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/route';
import { presentMemberProfile, presentSavedTraveller } from './member-profile';

/**
 * Membership (spec §2 /memSearch, /hdpMemSearch): the member profile and the travellers saved for next time. Member PRICES are not made here: they are
 * an explicit step of the pricing authority (src/pricing), applied to searches, details and carts alike.
 */
export const membershipRoutes = fp(
  async (app: FastifyInstance) => {
    registerEndpoint(app, membershipApi.GetMemberProfile, async (_input, request) => {
      if (!request.member) throw unauthorized('Sign in through the partner to see the member profile');
      const brand = await app.brandConfigCache.get(request.member.domain);
      return presentMemberProfile(request.member, brand?.attributes.brandDetails);
    });
    // Issue 18: travellers saved with the member's consent, offered at their next checkout.
    registerEndpoint(app, membershipApi.GetSavedTravellers, async (_input, request) => {
      if (!request.member) throw unauthorized('Sign in through the partner to see your saved travellers');
      const saved = await app.memberTravellerRepository.list(request.member.id);
      return { travellers: saved.map(presentSavedTraveller) };
    });
    registerEndpoint(app, membershipApi.SaveTravellers, async ({ body }, request) => {
      if (!request.member) throw unauthorized('Sign in through the partner to save travellers');
      const saved = await app.memberTravellerRepository.save(request.member.id, body.travellers);
      return { travellers: saved.map(presentSavedTraveller) };
    });
  },
  { name: 'membership', dependencies: ['auth'] },
);
