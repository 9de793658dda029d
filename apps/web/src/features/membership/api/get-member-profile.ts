import { queryOptions, useQuery } from '@tanstack/react-query';
import { membershipRoutes } from '@wayfare/contract';
import type { MemberProfile } from '@wayfare/contract';
import { ApiError } from '../../../lib/http/api-error';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { tokenKey } from '../model/member-status';

/** Our GetMemberProfile (contract membership.ts): the member of the auth-token cookie, 401 without one. */
export function getMemberProfile({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(membershipRoutes.GetMemberProfile, { signal });
}

/**
 * The member, or null when the API refuses the token (401: expired, revoked or not ours): signed out is an answer,
 * not a failure, so the server renders it and the page's state carries it to the browser like any other answer
 * (a failed query is not sent with the page, and the browser would render "checking" over the server's sign-in link).
 */
export async function readMemberProfile({ signal }: { signal?: AbortSignal } = {}): Promise<MemberProfile | null> {
  try {
    return await getMemberProfile({ signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Keyed by a digest of the access token (never the token: query keys reach logs), so a new sign-in asks again.
 */
export function memberProfileQueryOptions(accessToken: string) {
  return queryOptions({
    queryKey: ['membership', 'profile', tokenKey(accessToken)],
    queryFn: ({ signal }) => readMemberProfile({ signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMemberProfile(accessToken: string | undefined) {
  return useQuery({ ...memberProfileQueryOptions(accessToken ?? ''), enabled: Boolean(accessToken) });
}
