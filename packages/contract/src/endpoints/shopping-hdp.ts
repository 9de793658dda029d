import { z } from 'zod';
import { languageSchema } from '../brand-config';
import { idSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import {
  alternativeTransportsBodySchema,
  alternativeTransportsResultSchema,
  createPricingBodySchema,
  createSelectionBodySchema,
  destinationItemSchema,
  pricingSchema,
  searchDestinationsQuerySchema,
  selectionSchema,
  updateTransportBodySchema,
} from './stay-pricing-schemas';
import { accommodationPromotionSchema, accommodationStaticDataSchema } from './stay-schemas';
import {
  createStaySearchBodySchema,
  retrieveStayProposalsBodySchema,
  stayMapPointsResultSchema,
  stayProposalsResultSchema,
} from './stay-search-schemas';
import { stayPriceCalendarEndpoint } from './price-calendar';

const prefix = '/api/services/app/ShoppingHDPService';
const tag = 'ShoppingHDPService';
const searchQuery = z.object({ searchId: idSchema });
/** The map shows what the list shows (issue 19 item 2): the list's facets, as JSON, narrow the points too. */
const allProposalsQuery = searchQuery.extend({
  facets: z
    .string()
    .max(4000)
    .optional()
    .describe('JSON of the RetrieveProposals facets; absent: every stay of the search'),
});
const pricingQuery = z.object({ pricingId: idSchema });
const accommodationQuery = z.object({ accommodationId: idSchema, language: languageSchema.optional() });

/** Accommodation search service (spec §7 "Accommodation search service"; the Retreive typos are the spec's). */
export const shoppingHdpApi = {
  CreateSearch: defineEndpoint({
    id: 'ShoppingHDPService.CreateSearch',
    service: 'booking',
    method: 'POST',
    path: `${prefix}/CreateSearch`,
    summary: 'Starts an accommodation (H, HGH) or package (DP) search; returns at once.',
    tag,
    body: createStaySearchBodySchema,
    result: z.object({ id: z.object({ value: idSchema }) }),
  }),
  RetrieveProposals: defineEndpoint({
    id: 'ShoppingHDPService.RetrieveProposals',
    service: 'booking',
    method: 'POST',
    path: `${prefix}/RetrieveProposals`,
    summary: 'One page of stay proposals with facet metadata. GENERIC_ERROR until ready, NO_CONTENT when empty.',
    tag,
    query: searchQuery,
    body: retrieveStayProposalsBodySchema,
    result: stayProposalsResultSchema,
  }),
  RetrieveAllProposals: defineEndpoint({
    id: 'ShoppingHDPService.RetrieveAllProposals',
    service: 'booking',
    method: 'GET',
    path: `${prefix}/RetrieveAllProposals`,
    summary: 'Every proposal of a search matching its facets, reduced to what the map needs, priced like the cards.',
    tag,
    query: allProposalsQuery,
    result: stayMapPointsResultSchema,
  }),
  CreatePricing: defineEndpoint({
    id: 'ShoppingHDPService.CreatePricing',
    service: 'booking',
    method: 'POST',
    path: `${prefix}/CreatePricing`,
    summary: 'Prices one proposal: rooms and rates. Read it with RetrievePricing.',
    tag,
    body: createPricingBodySchema,
    result: z.object({ pricingId: idSchema }),
  }),
  RetrievePricing: defineEndpoint({
    id: 'ShoppingHDPService.RetrievePricing',
    service: 'booking',
    method: 'GET',
    path: `${prefix}/RetrievePricing`,
    summary: 'Rooms and rates per meal plan, cancellation policies, total and points equivalent.',
    tag,
    query: pricingQuery,
    result: pricingSchema,
  }),
  CreateSelection: defineEndpoint({
    id: 'ShoppingHDPService.CreateSelection',
    service: 'booking',
    method: 'POST',
    path: `${prefix}/CreateSelection`,
    summary: 'Chooses a room rate of a pricing; the selection is what a cart is created from.',
    tag,
    body: createSelectionBodySchema,
    result: selectionSchema,
  }),
  GetAlternativeTransports: defineEndpoint({
    id: 'ShoppingHDPService.GetAlternativeTransports',
    service: 'booking',
    method: 'POST',
    path: `${prefix}/GetAlternativeTransports`,
    summary: 'DP: other flights for the package, with the price difference of each.',
    tag,
    query: pricingQuery,
    body: alternativeTransportsBodySchema,
    result: alternativeTransportsResultSchema,
  }),
  UpdateTransport: defineEndpoint({
    id: 'ShoppingHDPService.UpdateTransport',
    service: 'booking',
    method: 'PUT',
    path: `${prefix}/UpdateTransport`,
    summary: 'DP: replaces the flight of the package; returns the repriced pricing.',
    tag,
    query: pricingQuery,
    body: updateTransportBodySchema,
    result: pricingSchema,
  }),
  RetreiveAccommodationStaticData: defineEndpoint({
    id: 'ShoppingHDPService.RetreiveAccommodationStaticData',
    service: 'booking',
    method: 'POST',
    path: `${prefix}/RetreiveAccommodationStaticData`,
    summary: 'Description, images, amenities and times of one property.',
    tag,
    query: accommodationQuery,
    result: accommodationStaticDataSchema,
  }),
  RetreiveAccommodationPromotion: defineEndpoint({
    id: 'ShoppingHDPService.RetreiveAccommodationPromotion',
    service: 'booking',
    method: 'POST',
    path: `${prefix}/RetreiveAccommodationPromotion`,
    summary: 'Current promotion of one property, or null.',
    tag,
    query: accommodationQuery,
    result: accommodationPromotionSchema,
  }),
  SearchDestinations: defineEndpoint({
    id: 'Destinations.Autocomplete',
    service: 'booking',
    method: 'GET',
    path: '/api/services/app/Destinations/Autocomplete',
    summary: 'Destination autocomplete: cities, airports and hotels matching a term, best first.',
    tag: 'Destinations',
    query: searchDestinationsQuerySchema,
    result: z.object({ items: z.array(destinationItemSchema).max(20) }),
  }),
  GetPriceCalendar: stayPriceCalendarEndpoint,
};
