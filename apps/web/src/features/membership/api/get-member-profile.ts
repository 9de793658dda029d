import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { tokenKey } from '../model/member-status';

/** Our GetMemberProfile (contract membership.ts): the member of the auth-token cookie, 401 without one. */
export function getMemberProfile({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(membershipRoutes.GetMemberProfile, { signal });
}

/**
 * Keyed by a digest of the access token (never the token: query keys reach logs), so a new sign-in asks again.
 */
export function memberProfileQueryOptions(accessToken: string) {
  return queryOptions({
    queryKey: ['membership', 'profile', tokenKey(accessToken)],
    queryFn: ({ signal }) => getMemberProfile({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMemberProfile(accessToken: string | undefined) {
  return useQuery({ ...memberProfileQueryOptions(accessToken ?? ''), enabled: Boolean(accessToken) });
}
