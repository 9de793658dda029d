import type { DehydratedState } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import type { Language } from '@wayfare/contract';
import type { SsoServerAnswer } from '../../lib/sso-status';

/** The JSON element the server-rendered page carries its data in (read by ./hydrate-client.tsx). */
export const SSR_STATE_ID = 'wf-ssr-state';

/** What the server loaded for the page: the client starts from it instead of asking again. */
export interface SsrState {
  /** The TanStack queries the server ran (brand, flags, the first search...), dehydrated. */
  queries: DehydratedState;
  /** The brand's language and the texts the render used, or null when the brand failed. */
  i18n: { language: Language; resources: Resource } | null;
  /**
   * What the server knew about sign-in (lib/sso-status): the header's account corner rendered from it, and the
   * browser hydrates with it. Absent from pages of an older server (read with `readSsoServerAnswer`).
   */
  signIn?: SsoServerAnswer;
}

/** JSON for an inline element: `<` escaped so no value can close the element (brand texts are partner data). */
export function serialiseSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's server state, or null for a page the server did not render (static host, older server). */
export function readSsrState(doc: Document = document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch {
    return null;
  }
}
