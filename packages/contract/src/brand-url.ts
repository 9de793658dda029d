/**
 * Brand URL safety by parsing, not by pattern (design.md security, issue 15 item 5). Browsers strip tabs
 * and newlines from URLs and read `\` as `/`, so `/\evil.example` or `/<TAB>/evil.example` pass a
 * "starts with one slash" test and still lead off-site. The WHATWG URL parser does what the browser
 * does, so the check asks it: a path is same-origin when `new URL(value, origin).origin === origin`.
 */

/** Resolves same-origin paths when no page origin is at hand (the API, tests): only "did it leave" matters. */
const PROBE_ORIGIN = 'https://brand.invalid';

export type BrandUrl = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

function parse(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/**
 * How a brand-configured URL may be used: `internal` (a path starting with `/` that stays on `origin`;
 * `href` is the normalised path, query and hash), `external` (an absolute https URL), or null (anything
 * else: `javascript:`, `data:`, `http:`, protocol-relative `//host`, `/\host`, control characters that
 * make a path leave the origin).
 */
export function parseBrandUrl(value: string, origin: string = PROBE_ORIGIN): BrandUrl | null {
  if (typeof value !== 'string') return null;
  const absolute = parse(value);
  if (absolute) return absolute.protocol === 'https:' ? { kind: 'external', href: absolute.href } : null;
  // Browsers drop leading C0 controls and spaces before anything else; a path must then start with `/`.
  // eslint-disable-next-line no-control-regex
  if (!value.replace(/^[\u0000-\u0020]+/, '').startsWith('/')) return null;
  const resolved = parse(value, origin);
  if (!resolved || resolved.origin !== new URL(origin).origin) return null;
  // `/.//host` stays on the origin, but its normalised path `//host` would not: refuse it too.
  if (resolved.pathname.startsWith('//')) return null;
  return { kind: 'internal', href: `${resolved.pathname}${resolved.search}${resolved.hash}` };
}

/** True when a brand URL is https or a same-origin path (see parseBrandUrl). */
export function isSafeBrandUrl(value: string | null | undefined, origin?: string): value is string {
  return typeof value === 'string' && parseBrandUrl(value, origin) !== null;
}
