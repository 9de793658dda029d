import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingHdpRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';
import type { CreateStaySearchBody } from '../../../lib/stay-query';

/** spec §7 CreateSearch: starts a stay or package search and returns id.value at once. */
export function createStaySearch(body: CreateStaySearchBody, signal?: AbortSignal) {
  return callEndpoint(shoppingHdpRoutes.CreateSearch, { body, signal });
}

/** One search per distinct query: the same URL reuses its search id, a different one starts a new search. */
export function staySearchQueryOptions(body: CreateStaySearchBody | null) {
  return queryOptions({
    queryKey: ['stays', 'search', body] as const,
    queryFn: ({ signal }) => createStaySearch(body!, signal),
    enabled: body !== null,
    staleTime: 20 * 60_000,
  });
}

export function useStaySearch({
  body,
  queryConfig,
}: {
  body: CreateStaySearchBody | null;
  queryConfig?: QueryConfig<typeof staySearchQueryOptions>;
}) {
  return useQuery({ ...staySearchQueryOptions(body), ...queryConfig });
}
