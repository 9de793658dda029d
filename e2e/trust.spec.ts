import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { API_ORIGIN, DEMO_BRANDS, E2E_PORT, brandUrl } from './support/brands';
import { ONCE, onceUnless } from './support/viewports';

/** spec §4, §9: the acceptance cookie and the legacy one (event id 5), both for 365 days. */
const ACCEPTANCE = 'cookie-acceptance';
const LEGACY = 'cookie-consent-legacy';
const DAY = 24 * 3600;

const OWN_BANNER_BRANDS = DEMO_BRANDS.filter((brand) => brand.host !== 'club.localhost');

/** Every request of the page, so a test can prove what did (not) happen before a choice. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

function isTracking(request: Request): boolean {
  return new URL(request.url()).pathname === '/api/events';
}

/** Anything not served by the brand's own origin (tag manager, error reporting, partner scripts elsewhere). */
function isThirdParty(request: Request, host: string): boolean {
  const url = new URL(request.url());
  return !['data:', 'blob:'].includes(url.protocol) && url.host !== `${host}:${E2E_PORT}`;
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((item) => item.name === name);
}

/** The cookie holds `value` and expires in 365 days (± a minute). */
async function expectConsentCookies(context: BrowserContext, categories: string) {
  await expect.poll(async () => (await cookie(context, ACCEPTANCE))?.value).toBe(categories);
  const acceptance = (await cookie(context, ACCEPTANCE))!;
  const legacy = (await cookie(context, LEGACY))!;
  expect(legacy.value).toBe(`5:${categories}`);
  const now = Date.now() / 1000;
  for (const item of [acceptance, legacy]) {
    expect(Math.abs(item.expires - now - 365 * DAY)).toBeLessThan(60);
    expect(item.sameSite).toBe('Lax');
    expect(item.path).toBe('/');
  }
}

async function openBanner(page: Page, host: string) {
  await page.goto(brandUrl(host, '/'));
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  return banner;
}

async function expectNothingTrackedYet(page: Page, requests: Request[], host: string) {
  await page.waitForLoadState('networkidle');
  expect(
    requests.filter(isTracking).map((r) => r.url()),
    'no tracking before a choice',
  ).toEqual([]);
  expect(
    requests.filter((r) => isThirdParty(r, host)).map((r) => r.url()),
    'no third party before a choice',
  ).toEqual([]);
}

test.describe('cookie consent on each demo brand', () => {
  for (const { host } of OWN_BANNER_BRANDS) {
    test(
      `${host}: accept stores every category; tracking starts only then`,
      onceUnless(host === 'localhost'),
      async ({ page, context }) => {
        const requests = recordRequests(page);
        const banner = await openBanner(page, host);
        await expectNothingTrackedYet(page, requests, host);
        expect(await cookie(context, ACCEPTANCE)).toBeUndefined();

        const tracked = page.waitForRequest(isTracking);
        await banner.getByRole('button').last().click();
        await expectConsentCookies(context, 'technical,measurement');
        await expect(banner).toBeHidden();
        const trackingRequest = await tracked;
        expect((await trackingRequest.response())?.status(), 'the receiver accepts the event').toBe(202);
        const event = trackingRequest.postDataJSON() as { eventName: string; eventData: { domain: string } };
        expect(event.eventName).toBe('viewed.page');
        expect(event.eventData.domain).toBe(host);
      },
    );

    test(`${host}: reject is one click and sends nothing`, ONCE, async ({ page, context }) => {
      const requests = recordRequests(page);
      const banner = await openBanner(page, host);
      await expectNothingTrackedYet(page, requests, host);
      // The banner's buttons: manage, reject all, accept.
      await banner.getByRole('button').nth(1).click();
      await expectConsentCookies(context, 'technical');
      await expect(banner).toBeHidden();
      await page.waitForTimeout(500);
      expect(requests.filter(isTracking)).toEqual([]);
    });

    test(`${host}: save keeps technical on (it cannot be switched off)`, ONCE, async ({ page, context }) => {
      const requests = recordRequests(page);
      const banner = await openBanner(page, host);
      await banner.getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // One switch per category (kit Switch), technical first: on and locked.
      const technical = dialog.getByRole('switch').first();
      await expect(technical).toBeDisabled();
      await expect(technical).toBeChecked();
      await expect(dialog.getByRole('switch').nth(1)).not.toBeChecked();
      await expect(dialog.getByRole('link')).toHaveAttribute('href', /\/brand-assets\/.+\/cookies\.html$/);
      await expectNothingTrackedYet(page, requests, host);
      // Footer: reject all, accept all, save and continue.
      await dialog.getByRole('button').last().click();
      await expectConsentCookies(context, 'technical');
      await expect(banner).toBeHidden();
    });

    test(`${host}: save with measurement switched on stores both`, ONCE, async ({ page, context }) => {
      const banner = await openBanner(page, host);
      await banner.getByRole('button').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('switch').nth(1).check();
      await dialog.getByRole('button').last().click();
      await expectConsentCookies(context, 'technical,measurement');
    });

    test(
      `${host}: axe finds nothing serious with the banner and with the modal open`,
      onceUnless(host === 'localhost'),
      async ({ page }) => {
        const banner = await openBanner(page, host);
        await expectNoSeriousA11yViolations(page);
        await banner.getByRole('button').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.getByRole('dialog').getByRole('button', { expanded: false }).first().click();
        await expectNoSeriousA11yViolations(page);
      },
    );
  }

  test(
    'club.localhost: the external consent script replaces the banner and stores the same cookies',
    ONCE,
    async ({ page, context }) => {
      const host = 'club.localhost';
      const requests = recordRequests(page);
      await page.goto(brandUrl(host, '/'));
      const external = page.locator('#club-consent');
      await expect(external).toBeVisible();
      await expect(page.getByTestId('consent-banner')).toHaveCount(0);
      expect(requests.some((r) => new URL(r.url()).pathname === '/brand-assets/club/consent.js')).toBe(true);
      await expectNothingTrackedYet(page, requests, host);
      await expectNoSeriousA11yViolations(page);

      const tracked = page.waitForRequest(isTracking);
      await page.getByTestId('club-consent-accept').click();
      await expectConsentCookies(context, 'technical,measurement');
      await expect(external).toHaveCount(0);
      expect(((await tracked).postDataJSON() as { eventName: string }).eventName).toBe('viewed.page');
    },
  );

  test('club.localhost: rejecting in the external script stores technical only', ONCE, async ({ page, context }) => {
    await page.goto(brandUrl('club.localhost', '/'));
    await page.getByTestId('club-consent-reject').click();
    await expectConsentCookies(context, 'technical');
  });
});

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

function isSignIn(request: Request): boolean {
  return new URL(request.url()).pathname === '/api/TokenAuth/AuthenticateExternal';
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

/** The developer panel's chunk, from the build manifest. */
function devtoolsChunk(): string {
  const manifestPath = path.join(import.meta.dirname, '..', 'apps/web/dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['src/features/devtools/components/devtools-panel.tsx'];
  expect(entry, 'the developer panel is its own chunk').toBeDefined();
  return `/${entry!.file}`;
}

test.describe('developer panel (spec §2, §6)', ONCE, () => {
  test('on localhost: a floating button opens the tools; a test token signs in through ?a=', async ({
    page,
    context,
  }) => {
    const requests = recordRequests(page);
    await page.goto(brandUrl('localhost', '/'));
    await page.getByTestId('devtools-launcher').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(requests.some((r) => new URL(r.url()).pathname === devtoolsChunk())).toBe(true);

    await dialog.getByRole('button', { name: 'Invalidate localhost' }).click();
    // The panel's live region holds the kit's status alert: the outer one carries the text for both.
    const status = dialog.getByRole('status').first();
    await expect(status).toContainText('Cache for localhost invalidated');
    await dialog.getByRole('button', { name: 'Invalidate all' }).click();
    await expect(status).toContainText(/\d+ cached configurations invalidated/);

    // The test-token section only: the outbox beside it lists emails whose subjects also hold ': '.
    const signIns = dialog.getByRole('region', { name: 'Test tokens' }).getByRole('button', { name: /: / });
    await expect(signIns).toHaveCount(4);
    const signIn = page.waitForRequest(isSignIn);
    await signIns.first().click();
    expect((await signIn).url()).toContain('/api/TokenAuth/AuthenticateExternal');
    await expect.poll(async () => (await cookie(context, 'auth-token'))?.value).toBeTruthy();
    await expect(page).toHaveURL(brandUrl('localhost', '/'));
  });

  for (const origin of [brandUrl('tophotel.localhost', '/'), `http://127.0.0.1:${E2E_PORT}/`]) {
    test(`absent on ${new URL(origin).hostname}, and its chunk is never requested`, async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto(origin);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await expect(page.getByTestId('devtools-launcher')).toHaveCount(0);
      const chunk = devtoolsChunk();
      expect(requests.map((r) => new URL(r.url()).pathname)).not.toContain(chunk);
    });
  }
});
