import { getAuthToken } from '../../../lib/cookies';
import { ApiError } from '../../../lib/http/api-error';
import { useSsoSettled } from '../../../lib/sso-status';
import { useMemberProfile } from '../api/get-member-profile';
import { memberStatus } from '../model/member-status';
import type { MemberStatus } from '../model/member-status';

/** The visitor's member status on this brand (SSO auth-token cookie present and accepted by the API). */
export function useMemberStatus(hasSSO: boolean): { status: MemberStatus; retry: () => void } {
  const ssoSettled = useSsoSettled();
  const token = hasSSO && ssoSettled ? getAuthToken() : undefined;
  const profile = useMemberProfile(token);
  const errorStatus = profile.error ? (profile.error instanceof ApiError ? profile.error.status : 0) : null;
  const status = memberStatus({ hasSSO, ssoSettled, hasToken: Boolean(token), profile: profile.data, errorStatus });
  return { status, retry: () => void profile.refetch() };
}
