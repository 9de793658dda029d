import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { saveScreens } from './support/screenshots';
import {
  STAY_BRANDS,
  bodyOf,
  cards,
  isPhone,
  countOf,
  decimals,
  dragMap,
  mapMarkers,
  openBrand,
  proposalsRequest,
  romePath,
  stayTexts,
} from './support/stays';
import { onceUnless } from './support/viewports';

type Box = Record<'north' | 'south' | 'east' | 'west', number>;

for (const brand of STAY_BRANDS) {
  const texts = stayTexts(brand.language);

  // At 390 px on localhost only: the other brands differ in data and texts, not in layout.
  test(
    `${brand.host} /${brand.product}: the map groups crowded markers, opens a cluster, and panning sends a rounded bounding box that reload keeps`,
    onceUnless(brand.host === 'localhost'),
    async ({ page }, testInfo) => {
      test.setTimeout(150_000);
      // The map opens from the URL (the toggle's own journey is in stays-keyboard.spec.ts).
      await openBrand(page, brand.host, romePath(brand.product, 'map=1'));
      // On a phone the open map takes the list's place; on a wide screen they stand side by side.
      if (!isPhone(page)) await expect(cards(page).first()).toBeVisible();
      const { map, stays, clusters } = mapMarkers(page, texts);
      // 300+ stays around Rome: at the fitted view most pills would overlap, so clusters carry counts.
      await expect(clusters.first()).toBeVisible();
      expect((await stays.count()) + (await clusters.count())).toBeLessThan(80);
      await expectNoSeriousA11yViolations(page);
      if (testInfo.project.name === 'desktop') await saveScreens(page, `stays-map-${brand.host}`);

      // A cluster opens by zooming in: the map shows a smaller area, and its markers change.
      const labels = () =>
        stays
          .or(clusters)
          .evaluateAll((markers) => markers.map((marker) => marker.getAttribute('aria-label')).join('|'));
      const shownBefore = await labels();
      // Enter on a focused cluster (pills may overlap at the edges of a group: the keyboard path is exact).
      await clusters.first().focus();
      await page.keyboard.press('Enter');
      await expect.poll(labels).not.toBe(shownBefore);
      await expect(page.getByRole('button', { name: texts.stays.map.searchArea })).toBeVisible();

      await dragMap(page, -120, 60);
      const request = proposalsRequest(page, (body) => body.facets.coordinates !== undefined);
      await page.getByRole('button', { name: texts.stays.map.searchArea }).click();
      const sent = bodyOf(await request).facets.coordinates as Box;
      // spec §5: bounding-box numbers rounded to 5 decimals, the one bound (north) to 6.
      expect(decimals(sent.north)).toBeLessThanOrEqual(6);
      for (const bound of ['south', 'east', 'west'] as const) expect(decimals(sent[bound])).toBeLessThanOrEqual(5);
      expect(sent.north).toBeGreaterThan(sent.south);
      expect(sent.east).toBeGreaterThan(sent.west);
      // The area is a little box inside Rome's, after a zoom and a pan.
      expect(sent.north - sent.south).toBeLessThan(0.5);
      expect(new URL(page.url()).searchParams.get('area')).toBeTruthy();
      await expect(map).toBeVisible();

      // The server renders the first page of results itself (no request from the browser to read): the reload asks
      // for the browser-rendered page, so the list's own request shows what the URL's area became.
      await page.setExtraHTTPHeaders({ 'x-wayfare-render': 'client' });
      const reloaded = proposalsRequest(page);
      await page.reload();
      expect(bodyOf(await reloaded).facets.coordinates).toEqual(sent);
      await expect(stays.or(clusters).first()).toBeVisible();
    },
  );
}

// Issue 19 item 2: the pins are the filtered list (their counts add up to the list's), on a real world map, on
// every brand that sells stays (atlas.localhost, the studio's demo brand, too).
const PIN_BRANDS = [...STAY_BRANDS, { host: 'atlas.localhost', language: 'en', product: 'H' } as const];
for (const brand of PIN_BRANDS) {
  test(`${brand.host} /${brand.product}: the pins equal the filtered list and a pin opens a preview that opens the hotel @viewport-independent`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const texts = stayTexts(brand.language);
    await openBrand(page, brand.host, romePath(brand.product, 'stars=5&map=1'));
    const { map, stays, clusters } = mapMarkers(page, texts);
    await expect(stays.or(clusters).first()).toBeVisible({ timeout: 30_000 });
    const listed = await countOf(page, texts);
    const pinned = async () =>
      (
        await map.locator('[data-pin]').evaluateAll((pins) => pins.map((pin) => Number(pin.getAttribute('data-count'))))
      ).reduce((sum, count) => sum + count, 0);
    await expect.poll(pinned).toBe(listed);
    // The built-in world basemap is drawn (no tiles needed): country outlines under the pins.
    await expect(map.locator('path').first()).toBeAttached();

    // Open clusters until a single stay's pin shows, then its preview, then the hotel.
    for (let tries = 0; tries < 6 && (await stays.count()) === 0; tries += 1) {
      await clusters.first().focus();
      await page.keyboard.press('Enter');
      await page.waitForTimeout(800);
    }
    const pin = stays.first();
    const name = ((await pin.getAttribute('aria-label')) ?? '').split(',')[0]!;
    await pin.focus();
    await page.keyboard.press('Enter');
    const preview = page.getByTestId('map-preview');
    await expect(preview).toContainText(name);
    await preview.getByRole('link', { name: texts.stays.map.openHotel }).click();
    await expect(page).toHaveURL(/\/hotel-detail\?/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
}
