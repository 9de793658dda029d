import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingHdpApi } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';
import { shouldRetryStayFetch, stayRetryDelay } from '../model/stay-retry-policy';

/** spec §7 RetrieveAllProposals: every stay of the search, light enough for the map's price markers. */
export function retrieveAllStayProposals(searchId: string, signal?: AbortSignal) {
  return callEndpoint(shoppingHdpApi.RetrieveAllProposals, { query: { searchId }, signal });
}

export type StayMapPoints = Awaited<ReturnType<typeof retrieveAllStayProposals>>['proposals'];

export function allStayProposalsQueryOptions(searchId: string | null) {
  return queryOptions({
    queryKey: ['stays', 'all-proposals', searchId] as const,
    queryFn: ({ signal }) => retrieveAllStayProposals(searchId!, signal),
    enabled: searchId !== null,
    retry: shouldRetryStayFetch,
    retryDelay: (retriesSoFar: number) => stayRetryDelay(retriesSoFar),
    staleTime: 10 * 60_000,
  });
}

export function useAllStayProposals({
  searchId,
  queryConfig,
}: {
  searchId: string | null;
  queryConfig?: QueryConfig<typeof allStayProposalsQueryOptions>;
}) {
  return useQuery({ ...allStayProposalsQueryOptions(searchId), ...queryConfig });
}
