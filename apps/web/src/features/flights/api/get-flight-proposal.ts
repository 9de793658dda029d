import { queryOptions, useQuery } from '@tanstack/react-query';
import { shoppingTransportApi } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';

/** spec §7 GetTransportProposalByProposalId: one proposal with its fare rules (the detail view). */
export function getFlightProposal(proposalId: string, signal?: AbortSignal) {
  return callEndpoint(shoppingTransportApi.GetTransportProposalByProposalId, { query: { proposalId }, signal });
}

export type FlightProposalDetail = Awaited<ReturnType<typeof getFlightProposal>>;

export function flightProposalQueryOptions(proposalId: string | null) {
  return queryOptions({
    queryKey: ['flights', 'proposal', proposalId] as const,
    queryFn: ({ signal }) => getFlightProposal(proposalId!, signal),
    enabled: proposalId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useFlightProposal({
  proposalId,
  queryConfig,
}: {
  proposalId: string | null;
  queryConfig?: QueryConfig<typeof flightProposalQueryOptions>;
}) {
  return useQuery({ ...flightProposalQueryOptions(proposalId), ...queryConfig });
}
