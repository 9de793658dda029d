import { shoppingHdpApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findStay } from '../../../inventory/stays/stay-catalog';
import { notFound } from '../../../lib/api-error';
import { registerEndpoint } from '../../../lib/route';
import { RequestValidationError } from '../../../lib/validation';
import { ShoppingRecordRepository } from '../../../db/repositories/shopping-record-repository';
import { findBrandProfileByKey } from '../../../shopping/hdp/brand-by-key';
import { findBrandProfile } from '../../../shopping/hdp/brand-profile';
import { parseMapFacets } from '../../../shopping/hdp/map-facets';
import { StayShopping } from '../../../shopping/hdp/stay-shopping';
import { presentPromotion } from '../../../shopping/hdp/stay-presenter';
import { presentStaticData } from '../../../shopping/hdp/stay-static-data';
import { SearchIdCodec } from '../../../shopping/search-id';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accommodation shopping; the cart reads selections with `await stayShopping.getSelection(id)`. */
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
    // Stateless per instance (issue 17): signed search ids, pricings and selections in the database.
    const shopping = new StayShopping({
      latencyMs: app.config.supplierLatencyMs,
      ids: new SearchIdCodec(app.config.accessTokenSecret),
      findBrand: (brandKey) => findBrandProfileByKey(app, brandKey),
      records: new ShoppingRecordRepository(app.db),
    });
    app.decorate('stayShopping', shopping);

    registerEndpoint(app, shoppingHdpApi.CreateSearch, async ({ body }) => {
      const brand = await findBrandProfile(app, body.businessProfileId);
      if (!brand) {
        throw new RequestValidationError([{ field: 'businessProfileId', message: 'unknown business profile' }]);
      }
      return { id: { value: shopping.createSearch(body, brand) } };
    });
    // Prices are made for the search's brand and this request's visitor: a member of that brand (bearer
    // token) sees the member price (src/pricing).
    registerEndpoint(app, shoppingHdpApi.RetrieveProposals, ({ query, body }, request) =>
      shopping.retrieveProposals(query.searchId, body, request.member),
    );
    // The map's pins are the list's stays: the same facets, priced like the cards for this visitor.
    registerEndpoint(app, shoppingHdpApi.RetrieveAllProposals, ({ query }, request) =>
      shopping.retrieveAllProposals(query.searchId, parseMapFacets(query.facets), request.member),
    );
    registerEndpoint(app, shoppingHdpApi.CreatePricing, async ({ body }) => ({
      pricingId: await shopping.createPricing(body),
    }));
    registerEndpoint(app, shoppingHdpApi.RetrievePricing, ({ query }, request) =>
      shopping.retrievePricing(query.pricingId, request.member),
    );
    registerEndpoint(app, shoppingHdpApi.CreateSelection, async ({ body }, request) => {
      const { selectionId, pricingId, total } = await shopping.createSelection(body, request.member);
      return { selectionId, pricingId, total };
    });
    registerEndpoint(app, shoppingHdpApi.GetAlternativeTransports, ({ query, body }, request) =>
      shopping.alternativeTransports(query.pricingId, body, request.member),
    );
    registerEndpoint(app, shoppingHdpApi.UpdateTransport, ({ query, body }, request) =>
      shopping.updateTransport(query.pricingId, body.transportProposalId, request.member),
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
