import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingHdpRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';

/** spec §7 RetrievePricing: rooms, rates per meal plan, cancellation policies, total and points. */
export function retrievePricing(pricingId: string, signal?: AbortSignal) {
  return callEndpoint(shoppingHdpRoutes.RetrievePricing, { query: { pricingId }, signal });
}

export const pricingQueryKey = (pricingId: string | null) => ['hotelDetail', 'pricing', pricingId] as const;

export function pricingQueryOptions(pricingId: string | null) {
  return queryOptions({
    queryKey: pricingQueryKey(pricingId),
    queryFn: ({ signal }) => retrievePricing(pricingId!, signal),
    enabled: pricingId !== null,
    staleTime: 5 * 60_000,
    // A new rate's pricing replaces the last one on screen only once it is there (no skeleton flash).
    placeholderData: keepPreviousData,
  });
}

export function usePricing({
  pricingId,
  queryConfig,
}: {
  pricingId: string | null;
  queryConfig?: QueryConfig<typeof pricingQueryOptions>;
}) {
  return useQuery({ ...pricingQueryOptions(pricingId), ...queryConfig });
}
