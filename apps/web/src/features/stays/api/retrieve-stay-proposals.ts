import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingHdpRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';
import type { RetrieveStaysBody } from '../model/stay-filters';
import { shouldRetryStayFetch, stayRetryDelay } from '../model/stay-retry-policy';

/** spec §7 RetrieveProposals: one page of stays with the facet metadata. */
export function retrieveStayProposals(searchId: string, body: RetrieveStaysBody, signal?: AbortSignal) {
  return callEndpoint(shoppingHdpRoutes.RetrieveProposals, { query: { searchId }, body, signal });
}

export type StayProposalsPage = Awaited<ReturnType<typeof retrieveStayProposals>>;
export type StayFiltersMetadata = StayProposalsPage['filtersMetadata'];

type Key = readonly ['stays', 'proposals', string | null, RetrieveStaysBody];

/**
 * GENERIC_ERROR (not ready yet) is retried with backoff; while another page, sort or filter of the SAME search
 * loads, the previous results stay on screen; a new search never shows the old search's stays.
 */
export function stayProposalsQueryOptions(searchId: string | null, body: RetrieveStaysBody) {
  return queryOptions<StayProposalsPage, Error, StayProposalsPage, Key>({
    queryKey: ['stays', 'proposals', searchId, body],
    queryFn: ({ signal }) => retrieveStayProposals(searchId!, body, signal),
    enabled: searchId !== null,
    retry: shouldRetryStayFetch,
    retryDelay: (retriesSoFar) => stayRetryDelay(retriesSoFar),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === searchId ? previous : undefined),
  });
}

export function useStayProposals({
  searchId,
  body,
  queryConfig,
}: {
  searchId: string | null;
  body: RetrieveStaysBody;
  queryConfig?: QueryConfig<typeof stayProposalsQueryOptions>;
}) {
  return useQuery({ ...stayProposalsQueryOptions(searchId, body), ...queryConfig });
}
