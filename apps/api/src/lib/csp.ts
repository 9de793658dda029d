/** CSP of JSON and other non-page responses: nothing may load, nothing may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** The Swagger UI page loads its own scripts and styles and sets inline styles. */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; object-src 'none'";

/** Origin of an absolute URL with one of the given protocols; null for paths and anything else. */
export function originOf(url: string | undefined | null, protocols: readonly string[] = ['https:']): string | null {
  if (!url || !/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return protocols.includes(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

function unique(values: readonly (string | null)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== null))];
}

export interface PageCspOptions {
  /** Per-response nonce for antd's injected <style> tags and the sign-in token script (design.md security). */
  nonce: string;
  /** Absolute URLs of scripts the brand loads (footer script, tag manager); only https origins are allowed. */
  scriptUrls: readonly (string | undefined)[];
  /** Absolute URLs the page calls (PUBLIC_* API, events, translations, error reporting). */
  connectUrls: readonly (string | undefined)[];
}

/**
 * CSP of index.html: scripts only from this origin, the brand's https script origins and the one
 * nonce'd inline script, never `unsafe-inline`; styles by nonce (antd) plus style attributes (design.md: strict CSP without unsafe-inline for scripts).
 */
export function pageCsp(options: PageCspOptions): string {
  const scriptOrigins = unique(options.scriptUrls.map((url) => originOf(url)));
  const connectOrigins = unique(options.connectUrls.map((url) => originOf(url, ['https:', 'http:'])));
  return [
    "default-src 'self'",
    // The nonce admits only the page's first inline script (the sign-in token's removal, web-app-sso-script.ts).
    ["script-src 'self'", `'nonce-${options.nonce}'`, ...scriptOrigins].join(' '),
    `style-src 'self' 'nonce-${options.nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    // Only our own pages may frame the app: the brand studio's live preview (issue 20); no other site can.
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');
}
