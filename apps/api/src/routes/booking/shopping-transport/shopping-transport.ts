import { shoppingTransportApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../lib/route';
import { FlightSearchService } from '../../../shopping/transport/flight-search-service';
import { SearchIdCodec } from '../../../shopping/search-id';

/** Flight service (spec §7 "Flight service"); asynchronous like a real supplier (design.md). */
export async function shoppingTransportRoutes(app: FastifyInstance) {
  const flights = new FlightSearchService({
    latencyMs: app.config.supplierLatencyMs,
    ids: new SearchIdCodec(app.config.accessTokenSecret),
  });

  registerEndpoint(app, shoppingTransportApi.CreateSearch, ({ body }) => flights.createSearch(body));
  registerEndpoint(app, shoppingTransportApi.RetrieveProposals, ({ query, body }) =>
    flights.retrieveProposals(query.searchId, body),
  );
  registerEndpoint(app, shoppingTransportApi.GetTransportProposalByProposalId, ({ query }) =>
    flights.getProposal(query.proposalId),
  );
}
