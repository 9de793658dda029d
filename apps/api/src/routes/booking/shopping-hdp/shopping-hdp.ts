import { shoppingHdpApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findStay } from '../../../inventory/stays/stay-catalog';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/route';
import { RequestValidationError } from '../../../lib/validation';
import { findBrandProfile } from '../../../shopping/hdp/brand-profile';
import { StayShopping } from '../../../shopping/hdp/stay-shopping';
import { presentPromotion } from '../../../shopping/hdp/stay-presenter';
import { presentStaticData } from '../../../shopping/hdp/stay-static-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accommodation shopping state; the cart reads selections with `stayShopping.getSelection(id)`. */
    stayShopping: StayShopping;
  }
}

function stayOrNotFound(accommodationId: string) {
  const stay = findStay(accommodationId.toUpperCase());
  if (!stay) throw notFound(`Unknown accommodation ${accommodationId}`);
  return stay;
}

/** Accommodation search service (spec §7 "Accommodation search service"): thin handlers over StayShopping. */
export const shoppingHdpRoutes = fp(
  async (app: FastifyInstance) => {
    const shopping = new StayShopping({ latencyMs: app.config.supplierLatencyMs });
    app.decorate('stayShopping', shopping);

    registerEndpoint(app, shoppingHdpApi.CreateSearch, async ({ body }) => {
      const brand = await findBrandProfile(app, body.businessProfileId);
      if (!brand) {
        throw new RequestValidationError([{ field: 'businessProfileId', message: 'unknown business profile' }]);
      }
      return { id: { value: shopping.createSearch(body, brand) } };
    });
    registerEndpoint(app, shoppingHdpApi.RetrieveProposals, ({ query, body }) =>
      shopping.retrieveProposals(query.searchId, body),
    );
    registerEndpoint(app, shoppingHdpApi.RetrieveAllProposals, ({ query }) =>
      shopping.retrieveAllProposals(query.searchId),
    );
    registerEndpoint(app, shoppingHdpApi.CreatePricing, ({ body }) => ({ pricingId: shopping.createPricing(body) }));
    registerEndpoint(app, shoppingHdpApi.RetrievePricing, ({ query }) => shopping.retrievePricing(query.pricingId));
    registerEndpoint(app, shoppingHdpApi.CreateSelection, ({ body }) => {
      const { selectionId, pricingId, total } = shopping.createSelection(body);
      return { selectionId, pricingId, total };
    });
    registerEndpoint(app, shoppingHdpApi.GetAlternativeTransports, ({ query, body }) =>
      shopping.alternativeTransports(query.pricingId, body),
    );
    registerEndpoint(app, shoppingHdpApi.UpdateTransport, ({ query, body }) =>
      shopping.updateTransport(query.pricingId, body.transportProposalId),
    );
    registerEndpoint(app, shoppingHdpApi.RetreiveAccommodationStaticData, ({ query }) =>
      presentStaticData(stayOrNotFound(query.accommodationId), query.language ?? 'en'),
    );
    registerEndpoint(app, shoppingHdpApi.RetreiveAccommodationPromotion, ({ query }) =>
      presentPromotion(stayOrNotFound(query.accommodationId), query.language ?? 'en'),
    );
  },
  { name: 'stay-shopping' },
);
