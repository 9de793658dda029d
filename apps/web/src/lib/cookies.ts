import Cookies from 'js-cookie';

/** spec §6: requests carry a bearer token read from this cookie. */
export const AUTH_TOKEN_COOKIE = 'auth-token';

export interface CookieOptions {
  /** Days until expiry (fractions allowed); a session cookie when omitted. */
  expires?: number | Date;
  path?: string;
}

/** design.md security: every cookie we write is SameSite=Lax, and Secure whenever the page is on https. */
function attributes(options: CookieOptions = {}): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return {
    path: options.path ?? '/',
    sameSite: 'Lax',
    secure,
    ...(options.expires ? { expires: options.expires } : {}),
  };
}

/** The server renderer's `Cookie` header of the request being rendered (app/ssr/); no document there. */
let serverCookieHeader: (() => string | undefined) | null = null;

export function setServerCookieSource(source: (() => string | undefined) | null): void {
  serverCookieHeader = source;
}

function fromHeader(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** A cookie of the page; on the server, of the request being rendered (the cookie banner renders the same). */
export function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return fromHeader(serverCookieHeader?.(), name);
  return Cookies.get(name);
}

export function setCookie(name: string, value: string, options?: CookieOptions): void {
  Cookies.set(name, value, attributes(options));
}

/** js-cookie would percent-encode the commas; list values are checked so they never need encoding. */
const plainCookies = Cookies.withConverter({ write: (value) => value });
const LIST_ITEM = /^[A-Za-z0-9_.:-]+$/;

/**
 * Writes a literal comma-separated list (e.g. `technical,measurement`), readable as is by other scripts.
 * Throws when an item holds a character a cookie value cannot carry unencoded.
 */
export function setListCookie(name: string, items: readonly string[], options?: CookieOptions): void {
  const bad = items.find((item) => !LIST_ITEM.test(item));
  if (bad !== undefined) throw new Error(`Cookie list item ${JSON.stringify(bad)} needs encoding`);
  plainCookies.set(name, items.join(','), attributes(options));
}

export function removeCookie(name: string, options?: Pick<CookieOptions, 'path'>): void {
  Cookies.remove(name, attributes(options));
}

export function getAuthToken(): string | undefined {
  return getCookie(AUTH_TOKEN_COOKIE) || undefined;
}

/** spec §4: the access token lives in the auth-token cookie for `expireInSeconds`. */
export function setAuthToken(accessToken: string, expireInSeconds: number): void {
  setCookie(AUTH_TOKEN_COOKIE, accessToken, { expires: new Date(Date.now() + expireInSeconds * 1000) });
}

/** spec §8: on an external-auth failure stored auth is cleared. */
export function clearAuthToken(): void {
  removeCookie(AUTH_TOKEN_COOKIE);
}
