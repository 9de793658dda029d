import { shoppingHdpApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { searchDestinations } from '../../../inventory/destination-search';
import { listHotelNames } from '../../../inventory/stays/stay-catalog';
import { registerEndpoint } from '../../../lib/route';

/** Destination autocomplete over cities, airports and hotel names (contract `Destinations.Autocomplete`). */
export async function destinationRoutes(app: FastifyInstance) {
  registerEndpoint(app, shoppingHdpApi.SearchDestinations, ({ query }) => ({
    items: searchDestinations(query.term, query.language, { productType: query.productType, hotels: listHotelNames }),
  }));
}
