import type { MemberProfile } from '@wayfare/contract';

/** What a membership search (spec §2 /memSearch, /hdpMemSearch) shows about the visitor. */
export type MemberStatus =
  /** The brand has no single sign-on (spec §6 hasSSO): there is no member programme to sign in to. */
  | { kind: 'unavailable' }
  /** Sign-in is still running, or the profile is on its way. */
  | { kind: 'checking' }
  | { kind: 'signed-in'; profile: MemberProfile }
  /** `expired`: an auth-token cookie is there but the API no longer accepts it. */
  | { kind: 'signed-out'; reason: 'no-token' | 'expired' }
  /** The profile could not be read (not a sign-in problem): the page says so and can try again. */
  | { kind: 'error' };

export interface MemberStatusInput {
  hasSSO: boolean;
  /** spec §4: external sign-in has finished (the token, if any, is in the cookie). */
  ssoSettled: boolean;
  hasToken: boolean;
  /** The profile; null when the API refused the token (401), undefined while it is on its way or failed. */
  profile: MemberProfile | null | undefined;
  /** HTTP status of the failed profile call, if it failed (0: no response). */
  errorStatus: number | null;
}

/** Signed in = an auth-token cookie the API accepts (GetMemberProfile answers); a 401 means signed out. */
export function memberStatus(input: MemberStatusInput): MemberStatus {
  if (!input.hasSSO) return { kind: 'unavailable' };
  if (!input.ssoSettled) return { kind: 'checking' };
  if (!input.hasToken) return { kind: 'signed-out', reason: 'no-token' };
  if (input.profile) return { kind: 'signed-in', profile: input.profile };
  if (input.profile === null) return { kind: 'signed-out', reason: 'expired' };
  if (input.errorStatus === 401) return { kind: 'signed-out', reason: 'expired' };
  if (input.errorStatus !== null) return { kind: 'error' };
  return { kind: 'checking' };
}

/** A short, non-reversible digest of an access token (FNV-1a), for cache keys that may be logged. */
export function tokenKey(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index++) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
