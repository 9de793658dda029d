import { membershipApi, shoppingHdpApi, shoppingTransportApi } from '@wayfare/contract';
import type { Envelope, Money } from '@wayfare/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../../lib/api-error';
import { registerEndpoint, toFastifyPath } from '../../../lib/route';
import { withMemberPrice, withMemberPrices } from '../../../shopping/member-prices';
import { memberDiscountOf, presentMemberProfile } from './member-profile';

type Priced = { price: { total: Money } };

/** The shopping results that carry member prices: a page of proposals, or one proposal (the flight detail). */
const PRICED_ROUTES = new Map<string, 'page' | 'one'>([
  [toFastifyPath(shoppingTransportApi.RetrieveProposals.path), 'page'],
  [toFastifyPath(shoppingHdpApi.RetrieveProposals.path), 'page'],
  [toFastifyPath(shoppingTransportApi.GetTransportProposalByProposalId.path), 'one'],
]);

/**
 * Membership (spec §2 /memSearch, /hdpMemSearch): the member profile, and member prices on shopping results.
 * Member prices are added here, on the way out, so the supplier code (searches, caches of presented proposals)
 * stays the same for every visitor; registered before the shopping routes (non-encapsulated) so the hook
 * covers them.
 */
export const membershipRoutes = fp(
  async (app: FastifyInstance) => {
    const discountFor = async (request: FastifyRequest) => {
      if (!request.member) return null;
      const brand = await app.brandConfigCache.get(request.member.domain);
      return memberDiscountOf(brand?.attributes.brandDetails);
    };

    registerEndpoint(app, membershipApi.GetMemberProfile, async (_input, request) => {
      if (!request.member) throw unauthorized('Sign in through the partner to see the member profile');
      const brand = await app.brandConfigCache.get(request.member.domain);
      return presentMemberProfile(request.member, brand?.attributes.brandDetails);
    });

    app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
      const kind = PRICED_ROUTES.get(request.routeOptions.url ?? '');
      if (!kind || !request.member) return payload;
      const envelope = payload as Envelope<unknown>;
      if (!envelope?.success || !envelope.result) return payload;
      const discount = await discountFor(request);
      if (!discount) return payload;
      const result =
        kind === 'page'
          ? withMemberPrices(envelope.result as { proposals: Priced[] }, discount)
          : withMemberPrice(envelope.result as Priced, discount);
      return { ...envelope, result };
    });
  },
  { name: 'membership', dependencies: ['auth'] },
);
