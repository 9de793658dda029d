import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingTransportRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';
import type { RetrieveFlightsBody } from '../model/flight-request';
import { flightRetryDelay, shouldRetryFlightFetch } from '../model/retry-policy';

/** spec §7 RetrieveProposals: one page of proposals with the facet metadata. */
export function retrieveFlightProposals(searchId: string, body: RetrieveFlightsBody, signal?: AbortSignal) {
  return callEndpoint(shoppingTransportRoutes.RetrieveProposals, { query: { searchId }, body, signal });
}

export type FlightProposalsPage = Awaited<ReturnType<typeof retrieveFlightProposals>>;

type ProposalsKey = readonly ['flights', 'proposals', string | null, RetrieveFlightsBody];

/**
 * spec §4 proposal fetch: GENERIC_ERROR (search not ready yet) is retried with backoff and jitter while the
 * counter is below 10; NO_CONTENT and every other failure end the fetch at once. While another page or filter
 * of the SAME search loads, the previous page stays on screen (feels instant, no layout shift); a new search
 * never shows the old search's flights.
 */
export function flightProposalsQueryOptions(searchId: string | null, body: RetrieveFlightsBody) {
  return queryOptions<FlightProposalsPage, Error, FlightProposalsPage, ProposalsKey>({
    queryKey: ['flights', 'proposals', searchId, body],
    queryFn: ({ signal }) => retrieveFlightProposals(searchId!, body, signal),
    enabled: searchId !== null,
    retry: shouldRetryFlightFetch,
    retryDelay: (retriesSoFar) => flightRetryDelay(retriesSoFar),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === searchId ? previous : undefined),
  });
}

export function useFlightProposals({
  searchId,
  body,
  queryConfig,
}: {
  searchId: string | null;
  body: RetrieveFlightsBody;
  queryConfig?: QueryConfig<typeof flightProposalsQueryOptions>;
}) {
  return useQuery({ ...flightProposalsQueryOptions(searchId, body), ...queryConfig });
}
