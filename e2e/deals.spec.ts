import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { brandUrl } from './support/brands';
import { saveScreens } from './support/screenshots';
import { acceptTechnicalCookies } from './support/flights';
import { onceUnless } from './support/viewports';

// Issue 8: /deals (filter the list, open a deal) and /deal-search (the deal's results, fixed parameters).
const BRANDS = [
  { host: 'club.localhost', deals: 'Offres', product: 'Type de voyage', DP: 'Vol + Hôtel', fixed: /^Fixé par l’offre/ },
  { host: 'localhost', deals: 'Deals', product: 'Trip type', DP: 'Flight + Hotel', fixed: /^Fixed by the deal/ },
] as const;

for (const brand of BRANDS) {
  // At 390 px on localhost only: club's deals differ in texts and currency, not in layout.
  test.describe(`deals on ${brand.host}`, onceUnless(brand.host === 'localhost'), () => {
    test.beforeEach(async ({ page }) => {
      // A live search under the deal, axe and two full-page screenshots.
      test.slow();
      await acceptTechnicalCookies(page, brand.host);
    });

    test('filters the deals list from the URL and opens a deal as a search', async ({ page }) => {
      await page.goto(brandUrl(brand.host, '/deals'));
      await expect(page.getByRole('heading', { level: 1, name: brand.deals })).toBeVisible();
      const cards = page.getByRole('article');
      await expect(cards.first()).toBeVisible();
      const total = await cards.count();
      expect(total).toBeGreaterThan(1);

      await page.getByLabel(brand.product).selectOption({ label: brand.DP });
      await expect(page).toHaveURL(/product=DP/);
      const dpCount = await cards.count();
      expect(dpCount).toBeGreaterThan(0);
      expect(dpCount).toBeLessThan(total);
      for (const tag of await cards.locator('img + span').allTextContents()) expect(tag).toContain(brand.DP);

      // A filtered list is a shareable link: a reload keeps it.
      await page.reload();
      await expect(cards).toHaveCount(dpCount);
      await expectNoSeriousA11yViolations(page);
      await saveScreens(page, `deals-${brand.host}`);

      const first = cards.first();
      const title = (await first.getByRole('heading').textContent())!.trim();
      await first.getByRole('link').click();
      await expect(page).toHaveURL(/\/deal-search\?deal=.+&product=DP&departure=[A-Z]{3}&destination=[a-z]{3}/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(brand.fixed)).toBeVisible();
    });

    test('a deal search shows results and keeps its fixed parameters', async ({ page }) => {
      await page.goto(brandUrl(brand.host, '/deals?product=H'));
      await page.getByRole('article').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/deal-search\?deal=.+&product=H/);
      await expect(page.getByRole('article').nth(2)).toBeVisible({ timeout: 20_000 });
      // The fixed parameters are shown, not editable; only travellers can change.
      await expect(page.locator('dl dd').first()).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await saveScreens(page, `deal-search-${brand.host}`);

      // A hand-edited destination goes back to the deal's own.
      const url = new URL(page.url());
      const destination = url.searchParams.get('destination');
      url.searchParams.set('destination', destination === 'rom' ? 'par' : 'rom');
      await page.goto(url.toString());
      await expect(page).toHaveURL(new RegExp(`destination=${destination}`));
    });
  });
}

test('an unknown deal says so and leads back to the deals @viewport-independent', async ({ page }) => {
  await acceptTechnicalCookies(page, 'localhost');
  await page.goto(brandUrl('localhost', '/deal-search?deal=nope&product=H&destination=rom'));
  await expect(page.getByRole('heading', { level: 1, name: 'This deal is no longer available' })).toBeVisible();
  await page.getByRole('link', { name: 'See current deals' }).click();
  await expect(page).toHaveURL(/\/deals$/);
});
