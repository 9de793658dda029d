import type { ExternalAuthResult } from '@wayfare/contract';
import { readSsoToken, stripSsoToken } from './sso-token';

/** Where a failed sign-in goes (spec §4: falsy result → /exception with type 401). */
export const SIGN_IN_FAILED_PATH = '/exception?type=401';
/** spec §2: external sign-in runs on every page except this one. */
export const EXCEPTION_PATH = '/exception';

/** Everything the sign-in step touches, injected so the rules are testable without a browser. */
export interface SignInEffects {
  /** The address bar's current href. */
  href(): string;
  /** spec §7: POST AuthenticateExternal {token, domainName}; null on a falsy result or a failure (spec §8). */
  authenticate(token: string, domainName: string): Promise<ExternalAuthResult | null>;
  /** Stores the access token in the auth-token cookie for expireInSeconds (spec §4). */
  storeToken(accessToken: string, expireInSeconds: number): void;
  /** Replaces the address bar's URL (history.replaceState with the full href). */
  replaceUrl(href: string): void;
  /** Client-side navigation that replaces the current entry. */
  navigate(to: string): void;
  /** Sign-in settled: third-party scripts and tracking may start (with the partner user id on success). */
  settle(externalUserId?: string): void;
}

export interface SignInContext {
  hasSSO: boolean;
  domainName: string;
}

/** What one page needs: nothing, only removing a stray `a`, or a sign-in with the token. */
export type SignInPlan = { kind: 'none' } | { kind: 'strip' } | { kind: 'signIn'; token: string };

/**
 * spec §4 and §2: a sign-in only for SSO brands, off /exception, when `a` holds a token. Without `a` nothing
 * happens (an existing auth-token cookie stays). A stray `a` (non-SSO brand, /exception, empty value) is only
 * removed from the address bar, so no third-party script ever reads it (design.md security).
 */
export function planSignIn(href: string, context: SignInContext): SignInPlan {
  const url = new URL(href);
  if (!url.searchParams.has('a')) return { kind: 'none' };
  const token = readSsoToken(href);
  if (!token || !context.hasSSO || url.pathname === EXCEPTION_PATH) return { kind: 'strip' };
  return { kind: 'signIn', token };
}

/**
 * The sign-in step: on success the auth-token cookie, then `a` out of the address bar, then settle; on a
 * falsy result (or a failure, which the authenticate effect turns into null) `a` out, /exception?type=401, settle.
 */
export async function runSignIn(token: string, context: SignInContext, effects: SignInEffects): Promise<void> {
  const result = await effects.authenticate(token, context.domainName);
  if (!result) {
    // The token leaves the address bar at once: the route change below may take a moment (lazy screen).
    effects.replaceUrl(stripSsoToken(effects.href()));
    effects.navigate(SIGN_IN_FAILED_PATH);
    effects.settle();
    return;
  }
  effects.storeToken(result.authApiModel.accessToken, result.authApiModel.expireInSeconds);
  effects.replaceUrl(stripSsoToken(effects.href()));
  effects.settle(result.externalAuthClientData.userId);
}
