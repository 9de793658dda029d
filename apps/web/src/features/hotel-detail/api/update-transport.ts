import { useMutation, useQueryClient } from '@tanstack/react-query';
import { shoppingHdpRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { pricingQueryKey } from './retrieve-pricing';

export interface UpdateTransportInput {
  pricingId: string;
  transportProposalId: string;
}

/** spec §7 UpdateTransport: replaces the package's flight and returns the repriced pricing. */
export function updateTransport({ pricingId, transportProposalId }: UpdateTransportInput) {
  return callEndpoint(shoppingHdpRoutes.UpdateTransport, { query: { pricingId }, body: { transportProposalId } });
}

/** The repriced pricing replaces the cached one, so every part of the screen shows the new flight and total. */
export function useUpdateTransport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTransport,
    onSuccess: (pricing) => client.setQueryData(pricingQueryKey(pricing.pricingId), pricing),
  });
}
