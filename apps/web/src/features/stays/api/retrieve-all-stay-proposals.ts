import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingHdpRoutes } from '@wayfare/contract';
import type { EndpointBody, shoppingHdpApi } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';
import { shouldRetryStayFetch, stayRetryDelay } from '../model/stay-retry-policy';

/**
 * spec §7 RetrieveAllProposals: the stays of the search that match the list's facets (JSON in `facets`, issue 19:
 * the pins are the list), light enough for the map's price markers and priced like the cards.
 */
export function retrieveAllStayProposals(searchId: string, facets: StayFacets | undefined, signal?: AbortSignal) {
  const query = facets ? { searchId, facets: JSON.stringify(facets) } : { searchId };
  return callEndpoint(shoppingHdpRoutes.RetrieveAllProposals, { query, signal });
}

export type StayMapPoints = Awaited<ReturnType<typeof retrieveAllStayProposals>>['proposals'];

type StayFacets = EndpointBody<typeof shoppingHdpApi.RetrieveProposals>['facets'];

export function allStayProposalsQueryOptions(searchId: string | null, facets?: StayFacets) {
  return queryOptions({
    queryKey: ['stays', 'all-proposals', searchId, facets ?? null] as const,
    queryFn: ({ signal }) => retrieveAllStayProposals(searchId!, facets, signal),
    // The pins of the previous filters stay on the map until the new ones are there.
    placeholderData: keepPreviousData,
    enabled: searchId !== null,
    retry: shouldRetryStayFetch,
    retryDelay: (retriesSoFar: number) => stayRetryDelay(retriesSoFar),
    staleTime: 10 * 60_000,
  });
}

export function useAllStayProposals({
  searchId,
  facets,
  queryConfig,
}: {
  searchId: string | null;
  facets?: StayFacets;
  queryConfig?: QueryConfig<typeof allStayProposalsQueryOptions>;
}) {
  return useQuery({ ...allStayProposalsQueryOptions(searchId, facets), ...queryConfig });
}
