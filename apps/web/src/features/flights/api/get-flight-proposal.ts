import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingTransportRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';

/**
 * spec §7 GetTransportProposalByProposalId: one proposal with its fare rules (the detail view), priced by the
 * search it was listed in (the brand's currency and member price, as on the card).
 */
export function getFlightProposal(proposalId: string, searchId: string | null, signal?: AbortSignal) {
  const query = searchId ? { proposalId, searchId } : { proposalId };
  return callEndpoint(shoppingTransportRoutes.GetTransportProposalByProposalId, { query, signal });
}

export type FlightProposalDetail = Awaited<ReturnType<typeof getFlightProposal>>;

export function flightProposalQueryOptions(proposalId: string | null, searchId: string | null = null) {
  return queryOptions({
    queryKey: ['flights', 'proposal', proposalId, searchId] as const,
    queryFn: ({ signal }) => getFlightProposal(proposalId!, searchId, signal),
    enabled: proposalId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useFlightProposal({
  proposalId,
  searchId = null,
  queryConfig,
}: {
  proposalId: string | null;
  searchId?: string | null;
  queryConfig?: QueryConfig<typeof flightProposalQueryOptions>;
}) {
  return useQuery({ ...flightProposalQueryOptions(proposalId, searchId), ...queryConfig });
}
