// External sign-in (spec §4): a token in `?a=` signs in once, leaves the address bar before any tracking request, and
// a bad one lands on /exception.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { API_ORIGIN, brandUrl } from './support/brands';
import { ACCEPTANCE, cookie, isSignIn, recordRequests } from './support/page-requests';
import { ONCE } from './support/viewports';

/** The four developer test tokens (spec §2), from the API. */
async function testTokens(request: APIRequestContext): Promise<string[]> {
  const response = await request.get(`${API_ORIGIN}/api/dev/test-tokens`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { tokens: { token: string }[] } };
  return body.result.tokens.map(({ token }) => token);
}

async function acceptAllCookies(context: BrowserContext, host: string) {
  await context.addCookies([{ name: ACCEPTANCE, value: 'technical,measurement', domain: host, path: '/' }]);
}

test.describe('external sign-in (spec §4)', ONCE, () => {
  test('a valid test token sets the cookie and leaves the URL before any tracking request', async ({
    page,
    context,
    request,
  }) => {
    const [token] = await testTokens(request);
    await acceptAllCookies(context, 'localhost');
    const requests = recordRequests(page);
    // What the address bar and the Referer said when each tracking request left.
    const atTracking: { url: string; referer: string }[] = [];
    await page.route('**/api/events', async (route) => {
      atTracking.push({ url: page.url(), referer: route.request().headers().referer ?? '' });
      await route.continue();
    });
    const signIn = page.waitForResponse((response) => isSignIn(response.request()));

    await page.goto(brandUrl('localhost', `/H?destination=rome&a=${encodeURIComponent(token!)}`));
    const body = (await (await signIn).json()) as { result: { authApiModel: { expireInSeconds: number } } };
    await expect.poll(async () => (await cookie(context, 'auth-token'))?.value).toBeTruthy();
    await expect(page).toHaveURL(brandUrl('localhost', '/H?destination=rome'));
    const auth = (await cookie(context, 'auth-token'))!;
    expect(Math.abs(auth.expires - Date.now() / 1000 - body.result.authApiModel.expireInSeconds)).toBeLessThan(60);

    await expect.poll(() => atTracking.length).toBeGreaterThan(0);
    for (const seen of atTracking) {
      expect(new URL(seen.url).searchParams.has('a'), `address bar at a tracking request: ${seen.url}`).toBe(false);
      expect(seen.referer, 'the tracking request carries no token').not.toContain('a=');
    }
    expect(requests.filter(isSignIn)).toHaveLength(1);
    const signInBody = requests.find(isSignIn)!.postDataJSON() as { token: string; domainName: string };
    expect(signInBody).toEqual({ token, domainName: 'localhost' });
  });

  test('an invalid token lands on /exception?type=401 and leaves no token in the URL', async ({ page }) => {
    await page.goto(brandUrl('localhost', '/?a=not-a-valid-token'));
    await expect(page).toHaveURL(brandUrl('localhost', '/exception?type=401'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a repeat trigger while signing in makes one call', async ({ page, request, context }) => {
    const [token] = await testTokens(request);
    const requests = recordRequests(page);
    // Hold the sign-in answer so a second trigger arrives while the first is in progress.
    await page.route('**/api/TokenAuth/AuthenticateExternal', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(brandUrl('localhost', `/?a=${encodeURIComponent(token!)}`));
    await expect.poll(() => requests.filter(isSignIn).length).toBe(1);
    // A route change that still carries `a` (back/forward) triggers the step again.
    await page.evaluate((value) => {
      history.pushState(null, '', `/H?a=${encodeURIComponent(value)}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, token!);
    await expect.poll(async () => (await cookie(context, 'auth-token'))?.value, { timeout: 10_000 }).toBeTruthy();
    await expect.poll(() => new URL(page.url()).searchParams.has('a')).toBe(false);
    await page.waitForTimeout(500);
    expect(requests.filter(isSignIn)).toHaveLength(1);
  });

  test('/exception makes no sign-in call', async ({ page, request }) => {
    const [token] = await testTokens(request);
    const requests = recordRequests(page);
    await page.goto(brandUrl('localhost', `/exception?type=401&a=${encodeURIComponent(token!)}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isSignIn)).toHaveLength(0);
    expect(new URL(page.url()).searchParams.has('a')).toBe(false);
  });
});
