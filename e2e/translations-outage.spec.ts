import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brands';
import { acceptTechnicalCookies } from './support/flights';

/**
 * Issue 15: with the translation service down (every /i18n request fails), the screen reads in the brand's
 * language from the texts built into the app, a branded notice says so in that language, and no raw key shows.
 */
test('a translations outage shows the built-in texts and a notice in the brand language @viewport-independent', async ({
  page,
}) => {
  await acceptTechnicalCookies(page, 'club.localhost');
  // The outage is the browser's: a server-rendered page carries its texts already, so the browser renders this one.
  await page.setExtraHTTPHeaders({ 'x-wayfare-render': 'client' });
  await page.route('**/i18n/**', (route) => route.abort());
  await page.goto(brandUrl('club.localhost', '/deals'));
  await expect(page.getByRole('heading', { level: 1, name: 'Offres' })).toBeVisible({ timeout: 20_000 });
  const notice = page.getByRole('status').filter({ hasText: 'Certains textes n’ont pas pu être mis à jour' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Recharger' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/\b(products|deals|layout|common)\.[a-z][A-Za-z]+\b/);
});
