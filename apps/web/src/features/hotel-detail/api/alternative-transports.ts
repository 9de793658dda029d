import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingHdpRoutes } from '@wayfare/contract';
import type { FlightFacets } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';

export interface AlternativeTransportsBody {
  facets: FlightFacets;
  sort: { value: 'PRICE' | 'DURATION' | 'DEPARTURE' | 'RECOMMENDED'; ascending: boolean };
  page: { pageNumber: number; pageSize: number };
}

/** spec §7 GetAlternativeTransports: other flights for the package, each with its price difference. */
export function getAlternativeTransports(pricingId: string, body: AlternativeTransportsBody, signal?: AbortSignal) {
  return callEndpoint(shoppingHdpRoutes.GetAlternativeTransports, { query: { pricingId }, body, signal });
}

export type AlternativeTransports = Awaited<ReturnType<typeof getAlternativeTransports>>;

export function alternativeTransportsQueryOptions(
  pricingId: string | null,
  body: AlternativeTransportsBody,
  enabled: boolean,
) {
  return queryOptions({
    queryKey: ['hotelDetail', 'alternatives', pricingId, body] as const,
    queryFn: ({ signal }) => getAlternativeTransports(pricingId!, body, signal),
    enabled: enabled && pricingId !== null,
    staleTime: 5 * 60_000,
    placeholderData: (previous) => previous,
  });
}

export function useAlternativeTransports({
  pricingId,
  body,
  enabled,
}: {
  pricingId: string | null;
  body: AlternativeTransportsBody;
  enabled: boolean;
}) {
  return useQuery(alternativeTransportsQueryOptions(pricingId, body, enabled));
}
