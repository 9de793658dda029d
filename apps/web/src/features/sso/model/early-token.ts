import { hasSsoParam, SSO_TOKEN_PARAM } from './sso-token';

/** Where the page's first inline script (served by the API, issue 15 item 10) keeps the token it removed. */
export const EARLY_TOKEN_KEY = '__wayfareSsoToken';

/**
 * The sign-in token the first script took out of the address bar, once: it is deleted as it is read, so a
 * later route change cannot sign in again. Null when the page was not served with that script or had no `a`.
 */
export function takeEarlyToken(target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>) {
  const token = target[EARLY_TOKEN_KEY];
  delete target[EARLY_TOKEN_KEY];
  return typeof token === 'string' ? token : null;
}

/** The href the sign-in rules read: the current one with the in-memory token put back as `a`. */
export function hrefWithToken(href: string, token: string | null): string {
  if (token === null) return href;
  const url = new URL(href);
  url.searchParams.set(SSO_TOKEN_PARAM, token);
  return url.href;
}

/**
 * Whether this page has a sign-in under way: the first script holds a token (even an empty one, which the sign-in
 * step only removes), or `a` is still in the address bar (a browser where that script could not run).
 */
export function hasPendingSignIn(
  href: string,
  target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>,
): boolean {
  return typeof target[EARLY_TOKEN_KEY] === 'string' || hasSsoParam(href);
}
