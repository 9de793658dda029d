// Cookie consent (spec §4, §9) on every demo brand: the own banner and its settings dialog, and club's external
// consent script; nothing is tracked and no third party is called before a choice.
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_BRANDS, E2E_PORT, brandUrl } from './support/brands';
import { ACCEPTANCE, cookie, isTracking, recordRequests } from './support/page-requests';
import { ONCE, onceUnless } from './support/viewports';

/** spec §4, §9: the legacy cookie (event id 5) beside the acceptance one, both for 365 days. */
const LEGACY = 'cookie-consent-legacy';
const DAY = 24 * 3600;

const OWN_BANNER_BRANDS = DEMO_BRANDS.filter((brand) => brand.host !== 'club.localhost');

/** Anything not served by the brand's own origin (tag manager, error reporting, partner scripts elsewhere). */
function isThirdParty(request: Request, host: string): boolean {
  const url = new URL(request.url());
  return !['data:', 'blob:'].includes(url.protocol) && url.host !== `${host}:${E2E_PORT}`;
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
