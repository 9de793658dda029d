import type { EndpointResult, shoppingHdpApi } from '@wayfare/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Test helpers for the accommodation search service (spec §7 "Accommodation search service"). */
export const HDP = '/api/services/app/ShoppingHDPService';

export const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export interface SearchBody {
  destination: string;
  checkIn: string;
  checkOut: string;
  adults: number;
  childrenAges?: number[];
  productType: 'H' | 'HGH' | 'DP';
  departure?: string;
  mealPlans?: string[];
  freeCancellation?: boolean;
  rooms?: { adults: number; childrenAges: number[] }[];
  businessProfileId: string;
  language: 'it' | 'es' | 'en' | 'fr';
}

export const romeSearch = (overrides: Partial<SearchBody> = {}): SearchBody => ({
  destination: 'ROM',
  checkIn: daysFromToday(60),
  checkOut: daysFromToday(64),
  adults: 2,
  productType: 'H',
  businessProfileId: 'BP-WAYFARE-H',
  language: 'en',
  ...overrides,
});

export async function createSearch(app: FastifyInstance, body: SearchBody): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `${HDP}/CreateSearch`, payload: body });
  if (res.statusCode !== 200) throw new Error(`CreateSearch failed: ${res.body}`);
  return res.json().result.id.value as string;
}

export function retrieve(app: FastifyInstance, searchId: string, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: `${HDP}/RetrieveProposals?searchId=${searchId}`,
    payload: { staticData: { language: 'en' }, ...body },
  });
}

export type ProposalsResult = EndpointResult<typeof shoppingHdpApi.RetrieveProposals>;
export type PricingResult = EndpointResult<typeof shoppingHdpApi.RetrievePricing>;
export type AlternativesResult = EndpointResult<typeof shoppingHdpApi.GetAlternativeTransports>;

/** The result of a successful call (fails the test with the body otherwise). */
export function resultOf<T>(res: LightMyRequestResponse): T {
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode}: ${res.body}`);
  return res.json().result as T;
}

export const fieldsOf = (res: LightMyRequestResponse): string[] =>
  res.json().error.validationErrors.map((error: { field: string }) => error.field);
