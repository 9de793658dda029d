import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingHdpRoutes } from '@wayfare/contract';
import type { Language } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';
import { notReadyDelay, shouldRetryNotReady } from '../model/detail-retry';

export interface CreatePricingInput {
  searchId: string;
  proposalId: string;
  language: Language;
  /** The rate to open on (the card's or the one chosen here): the server prices the total with it. */
  rateId?: string;
}

/** spec §7 CreatePricing: prices one proposal (rooms and rates); read it with RetrievePricing. */
export function createPricing(body: CreatePricingInput, signal?: AbortSignal) {
  return callEndpoint(shoppingHdpRoutes.CreatePricing, { body, signal });
}

/** One pricing per (search, stay) while the page lives; GENERIC_ERROR (search not ready) is retried. */
export function createPricingQueryOptions(input: CreatePricingInput | null) {
  return queryOptions({
    queryKey: ['hotelDetail', 'create-pricing', input] as const,
    queryFn: ({ signal }) => createPricing(input!, signal),
    enabled: input !== null,
    retry: shouldRetryNotReady,
    retryDelay: (retriesSoFar: number) => notReadyDelay(retriesSoFar),
    staleTime: 10 * 60_000,
    // Choosing another rate prices it anew: the page keeps the last pricing on screen meanwhile.
    placeholderData: keepPreviousData,
  });
}

export function useCreatePricing({
  input,
  queryConfig,
}: {
  input: CreatePricingInput | null;
  queryConfig?: QueryConfig<typeof createPricingQueryOptions>;
}) {
  return useQuery({ ...createPricingQueryOptions(input), ...queryConfig });
}
