import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { saveScreens } from './support/screenshots';
import {
  STAY_BRANDS,
  cards,
  expectReserveOutcome,
  fill,
  openBrand,
  romePath,
  roomRadios,
  stayTexts,
} from './support/stays';
import { onceUnless } from './support/viewports';

for (const brand of STAY_BRANDS) {
  const texts = stayTexts(brand.language);

  // At 390 px on localhost only: the other brands differ in data and texts, not in layout.
  test(
    `${brand.host} /${brand.product}: open a stay, see it on the map, choose a room; reload keeps it; reserve answers`,
    onceUnless(brand.host === 'localhost'),
    async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await openBrand(page, brand.host, romePath(brand.product));
      const card = cards(page).first();
      const name = (await card.getByRole('heading').textContent())!.trim();
      await card.getByRole('link', { name: texts.stays.card.seeRooms }).click();
      await expect(page).toHaveURL(/\/hotel-detail\?.*stay=/);
      expect(new URL(page.url()).searchParams.get('product')).toBe(brand.product);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

      // The location map loads on demand when its place nears the screen, with the stay's pin on the basemap.
      const location = page.getByRole('region', { name: fill(texts.detail.map.label, { name }) });
      await page.getByRole('heading', { name: texts.detail.location, exact: true }).scrollIntoViewIfNeeded();
      await expect(location).toBeVisible();
      await expect(location.getByText(name, { exact: true })).toBeVisible();
      await expect(page.getByText(texts.detail.map.basemap)).toBeVisible();

      const radios = roomRadios(page, texts);
      await expect(radios.first()).toBeChecked();
      const pick = (await radios.count()) > 2 ? 2 : 1;
      await radios.nth(pick).click();
      await expect(radios.nth(pick)).toBeChecked();
      await expect(page).toHaveURL(/rate=/);
      const chosen = await radios.nth(pick).getAttribute('value');
      // The summary keeps the previous room's amounts, marked busy, until the server has priced the ticked one.
      await expect(page.locator('dl:has([data-testid="detail-total"])')).toHaveAttribute('aria-busy', 'false');
      const total = await page.getByTestId('detail-total').textContent();
      await expectNoSeriousA11yViolations(page);
      if (testInfo.project.name === 'desktop') await saveScreens(page, `stays-detail-${brand.host}`);

      await page.reload();
      await expect(page.locator(`input[type=radio][value="${chosen}"]`)).toBeChecked();
      await expect(page.getByTestId('detail-total')).toHaveText(total ?? '');

      // CreateSelection then CreateCart: on to checkout (pending state), or a clear error.
      await page.getByRole('button', { name: texts.detail.summary.reserve }).click();
      await expectReserveOutcome(page, texts);
    },
  );

  if (!brand.packages) continue;

  test(
    `${brand.host} /DP: the card shows its flight; the detail changes it and reload keeps it`,
    onceUnless(brand.host === 'localhost'),
    async ({ page }) => {
      test.setTimeout(90_000);
      await openBrand(page, brand.host, romePath('DP'));
      const included = texts.stays.flight.included.split('{{')[0].trim();
      await expect(cards(page).first().getByText(new RegExp(included))).toBeVisible({ timeout: 30_000 });
      await cards(page).first().getByRole('link', { name: texts.stays.card.seeRooms }).click();
      await page.getByRole('button', { name: texts.detail.flight.change }).click();
      const dialog = page.getByRole('dialog');
      const choose = dialog.getByRole('button', { name: texts.detail.flight.choose, exact: true }).first();
      await expect(choose).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const update = page.waitForRequest(
        (request) => request.url().includes('/UpdateTransport') && request.method() === 'PUT',
      );
      await choose.click();
      const transportId = ((await update).postDataJSON() as { transportProposalId: string }).transportProposalId;
      await expect.poll(() => new URL(page.url()).searchParams.get('transport')).toBe(transportId);
      const flight = page.getByRole('region', { name: texts.detail.flight.title });
      await expect(dialog).toBeHidden();
      const summary = await flight.textContent();
      const restored = page.waitForRequest((request) => request.url().includes('/UpdateTransport'));
      await page.reload();
      expect(((await restored).postDataJSON() as { transportProposalId: string }).transportProposalId).toBe(
        transportId,
      );
      await expect(flight).toHaveText(summary ?? '');
    },
  );
}
