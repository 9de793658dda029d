/** spec §4: the external sign-in token arrives in query parameter `a`. */
export const SIGN_IN_PARAM = 'a';

/**
 * Whether the address still carries the sign-in token. design.md security: no third-party script may load
 * while it does (the sign-in step removes it with history.replaceState). An unreadable address counts as
 * carrying it (the safe answer).
 */
export function hasSignInParam(href: string): boolean {
  try {
    return new URL(href).searchParams.has(SIGN_IN_PARAM);
  } catch {
    return true;
  }
}
