import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingHdpRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';
import type { CreateStaySearchBody } from '../../../lib/stay-query';

/**
 * spec §7 CreateSearch for the detail. The key is the one the results screen uses, so arriving from the
 * results reuses its search (no second search); a reload or a shared link starts one.
 */
export function createDetailSearch(body: CreateStaySearchBody, signal?: AbortSignal) {
  return callEndpoint(shoppingHdpRoutes.CreateSearch, { body, signal });
}

export function detailSearchQueryOptions(body: CreateStaySearchBody | null) {
  return queryOptions({
    queryKey: ['stays', 'search', body] as const,
    queryFn: ({ signal }) => createDetailSearch(body!, signal),
    enabled: body !== null,
    staleTime: 20 * 60_000,
  });
}

export function useDetailSearch({
  body,
  queryConfig,
}: {
  body: CreateStaySearchBody | null;
  queryConfig?: QueryConfig<typeof detailSearchQueryOptions>;
}) {
  return useQuery({ ...detailSearchQueryOptions(body), ...queryConfig });
}
