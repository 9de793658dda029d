import type { BrowserContext, Page, Request } from '@playwright/test';

/**
 * What the consent, external sign-in and developer-panel specs watch: the page's requests (to prove what did or did
 * not leave the browser, and when) and the cookies a choice or a sign-in leaves behind.
 */

/** spec §4, §9: the consent acceptance cookie. */
export const ACCEPTANCE = 'cookie-acceptance';

/** Every request of the page, so a test can prove what did (not) happen before a choice. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

export function isTracking(request: Request): boolean {
  return new URL(request.url()).pathname === '/api/events';
}

export function isSignIn(request: Request): boolean {
  return new URL(request.url()).pathname === '/api/TokenAuth/AuthenticateExternal';
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((item) => item.name === name);
}
