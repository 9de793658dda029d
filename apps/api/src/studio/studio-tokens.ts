import { createHmac, timingSafeEqual } from 'node:crypto';

/** The studio's preview links live an hour: enough for an editing session, useless once leaked later. */
export const PREVIEW_TTL_SECONDS = 3600;

function mac(secret: string, purpose: string, data: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${data}`).digest('base64url');
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * CSRF token of a session (double submit bound to the session): the page reads it from SignIn or Me and sends it
 * as `X-CSRF-Token`; another site can neither read it nor send the SameSite=Strict cookie.
 */
export function csrfTokenFor(sessionToken: string, secret: string): string {
  return mac(secret, 'studio-csrf', sessionToken);
}

export function isCsrfToken(value: string | undefined, sessionToken: string, secret: string): boolean {
  return typeof value === 'string' && same(value, csrfTokenFor(sessionToken, secret));
}

/**
 * A preview token: `<domain>.<expiry seconds>.<mac>`. The app sends it with GetConfig (`preview`) and gets the
 * brand's draft instead of the published configuration. Readable on purpose: the app takes the domain from it.
 */
export function signPreviewToken(domain: string, secret: string, now = Date.now()): string {
  const data = `${domain}.${Math.floor(now / 1000) + PREVIEW_TTL_SECONDS}`;
  return `${data}.${mac(secret, 'studio-preview', data)}`;
}

/** The domain of a valid, unexpired preview token; null otherwise. */
export function verifyPreviewToken(token: string, secret: string, now = Date.now()): string | null {
  const match = /^([a-z0-9.-]+)\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, domain, expiry, signature] = match as unknown as [string, string, string, string];
  if (!same(signature, mac(secret, 'studio-preview', `${domain}.${expiry}`))) return null;
  return Number(expiry) * 1000 > now ? domain : null;
}
