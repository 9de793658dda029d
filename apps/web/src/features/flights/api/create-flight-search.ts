import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingTransportRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';
import type { CreateFlightSearchBody } from '../model/flight-url';

/** spec §7 CreateSearch: starts a flight search and returns its searchId at once. */
export function createFlightSearch(body: CreateFlightSearchBody, signal?: AbortSignal) {
  return callEndpoint(shoppingTransportRoutes.CreateSearch, { body, signal });
}

/**
 * One search per distinct query: the same URL reuses its searchId (the server keeps a search for 30 minutes
 * after its last read), a different one starts a new search, which also starts the retry counter again.
 */
export function flightSearchQueryOptions(body: CreateFlightSearchBody | null) {
  return queryOptions({
    queryKey: ['flights', 'search', body] as const,
    queryFn: ({ signal }) => createFlightSearch(body!, signal),
    enabled: body !== null,
    staleTime: 20 * 60_000,
  });
}

export function useFlightSearch({
  body,
  queryConfig,
}: {
  body: CreateFlightSearchBody | null;
  queryConfig?: QueryConfig<typeof flightSearchQueryOptions>;
}) {
  return useQuery({ ...flightSearchQueryOptions(body), ...queryConfig });
}
