import { useMutation, useQuery } from '@tanstack/react-query';
import { membershipRoutes } from '@wayfare/contract';
import type { TravellerInput } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** Our GetSavedTravellers (contract membership.ts): the member's travellers saved for next time (issue 18). */
export function getSavedTravellers({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(membershipRoutes.GetSavedTravellers, { signal });
}

/** Asked only for a signed-in member (`enabled`); a visitor has none and the call would answer 401. */
export function useSavedTravellers(enabled: boolean) {
  return useQuery({
    queryKey: ['membership', 'saved-travellers'],
    queryFn: ({ signal }) => getSavedTravellers({ signal }),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** Our SaveTravellers: only ever sent when the member ticked the consent box. */
export function saveTravellersForNextTime(travellers: TravellerInput[]) {
  return callEndpoint(membershipRoutes.SaveTravellers, { body: { consent: true, travellers } });
}

export const useSaveTravellersForNextTime = () => useMutation({ mutationFn: saveTravellersForNextTime });
