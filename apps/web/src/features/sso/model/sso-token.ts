/** spec §3 "External sign-in request": the partner's token arrives in query parameter `a`. */
export const SSO_TOKEN_PARAM = 'a';

/** The key of one raw `key=value` query piece, decoded exactly as the browser decodes it (`%61` is `a`). */
function keyOf(piece: string): string | null {
  const first = new URLSearchParams(piece).keys().next();
  return first.done ? null : first.value;
}

/**
 * The sign-in token of a URL: the first `a` value with spaces turned back into plus signs (spec §3: a `+` of a
 * base64 token arrives as a space when it was sent unencoded or as `%20`). Null when `a` is absent or empty.
 */
export function readSsoToken(href: string): string | null {
  let search: string;
  try {
    search = new URL(href).search;
  } catch {
    return null;
  }
  const value = new URLSearchParams(search).get(SSO_TOKEN_PARAM);
  if (value === null) return null;
  const token = value.replace(/ /g, '+').trim();
  return token === '' ? null : token;
}

/** True when the URL carries an `a` parameter at all (even empty). */
export function hasSsoParam(href: string): boolean {
  try {
    return new URL(href).searchParams.has(SSO_TOKEN_PARAM);
  } catch {
    return false;
  }
}

/**
 * The same URL without any `a` parameter (design.md security: the token leaves the address bar). Other
 * parameters keep their order and their exact encoding; the hash stays; a now-empty query drops its `?`.
 */
export function stripSsoToken(href: string): string {
  const url = new URL(href);
  const raw = url.search.replace(/^\?/, '');
  if (raw === '') return url.href;
  const kept = raw.split('&').filter((piece) => piece === '' || keyOf(piece) !== SSO_TOKEN_PARAM);
  const search = kept.filter((piece) => piece !== '').join('&');
  return `${url.origin}${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}
