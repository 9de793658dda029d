import { shoppingTransportApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/route';
import { RequestValidationError } from '../../../lib/validation';
import { contextForProfile } from '../../../pricing/request-context';
import { findBrandProfile } from '../../../shopping/hdp/brand-profile';
import { FlightSearchService } from '../../../shopping/transport/flight-search-service';
import { SearchIdCodec } from '../../../shopping/search-id';

/**
 * Flight service (spec §7 "Flight service"); asynchronous like a real supplier (design.md). A search belongs to
 * the brand of its business profile: every page and detail is priced for that brand (its currency) and, for a
 * member of that brand, with the member price (src/pricing).
 */
export async function shoppingTransportRoutes(app: FastifyInstance) {
  const flights = new FlightSearchService({
    latencyMs: app.config.supplierLatencyMs,
    ids: new SearchIdCodec(app.config.accessTokenSecret),
  });

  registerEndpoint(app, shoppingTransportApi.CreateSearch, async ({ body }) => {
    if (!(await findBrandProfile(app, body.businessProfileId))) {
      throw new RequestValidationError([{ field: 'businessProfileId', message: 'unknown business profile' }]);
    }
    return flights.createSearch(body);
  });
  registerEndpoint(app, shoppingTransportApi.RetrieveProposals, async ({ query, body }, request) => {
    const context = await contextForProfile(app, flights.businessProfileOf(query.searchId), request.member);
    return flights.retrieveProposals(query.searchId, body, context);
  });
  registerEndpoint(app, shoppingTransportApi.GetTransportProposalByProposalId, async ({ query }, request) => {
    const profile = flights.businessProfileOf(query.searchId, query.proposalId);
    return flights.getProposal(query.proposalId, await contextForProfile(app, profile, request.member));
  });
}
