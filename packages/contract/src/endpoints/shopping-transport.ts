import { z } from 'zod';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  createTransportSearchBodySchema,
  retrieveTransportProposalsBodySchema,
  transportProposalDetailSchema,
  transportProposalsResultSchema,
} from './flight-schemas';
import { flightPriceCalendarEndpoint } from './price-calendar';

export * from './price-calendar';

const prefix = '/api/services/app/ShoppingTransportService';
const asyncNote =
  'Answers GENERIC_ERROR until the search is ready (retry below 10, spec §4) and NO_CONTENT when it found nothing.';

/** Flight service (spec §7 "Flight service"). */
export const shoppingTransportApi = {
  CreateSearch: defineEndpoint({
    id: 'ShoppingTransportService.CreateSearch',
    service: 'booking',
    method: 'POST',
    path: `${prefix}/CreateSearch`,
    summary: 'Starts a flight search; returns at once (results come from RetrieveProposals).',
    tag: 'ShoppingTransportService',
    body: createTransportSearchBodySchema,
    result: z.object({ searchId: idSchema }),
  }),
  RetrieveProposals: defineEndpoint({
    id: 'ShoppingTransportService.RetrieveProposals',
    service: 'booking',
    method: 'POST',
    path: `${prefix}/RetrieveProposals`,
    summary: `One page of flight proposals with facet metadata. ${asyncNote}`,
    tag: 'ShoppingTransportService',
    query: z.object({ searchId: idSchema }),
    body: retrieveTransportProposalsBodySchema,
    result: transportProposalsResultSchema,
  }),
  GetTransportProposalByProposalId: defineEndpoint({
    id: 'ShoppingTransportService.GetTransportProposalByProposalId',
    service: 'booking',
    method: 'GET',
    path: `${prefix}/GetTransportProposalByProposalId`,
    summary: 'One flight proposal with fare rules, priced like the search it came from.',
    tag: 'ShoppingTransportService',
    query: z.object({
      proposalId: idSchema,
      searchId: idSchema
        .optional()
        .describe('The search the proposal was listed by: the proposal is priced for that brand (its currency)'),
    }),
    result: transportProposalDetailSchema,
  }),
  GetPriceCalendar: flightPriceCalendarEndpoint,
};
