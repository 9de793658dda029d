import type { BrowserContext } from '@playwright/test';
import { brandUrl } from './brands';
import { accessTokenFor } from './trips';

/**
 * Signs a demo member in on a brand as the app keeps it, the `auth-token` cookie, set up through the API (a
 * developer test token, spec §2). Signing in through `?a=` in the browser is proven once, by sign-in.spec.ts and
 * developer-panel.spec.ts; elsewhere it is setup, and a landing page load less per test.
 */
export async function signInMember(context: BrowserContext, host: string, label: string): Promise<void> {
  const accessToken = await accessTokenFor(context.request, label, host);
  await context.addCookies([{ name: 'auth-token', value: accessToken, url: brandUrl(host, '/') }]);
}
