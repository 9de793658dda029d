import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brands';
import { waitForHydration } from './support/hydration';
import { romePath, urlDate } from './support/stays';

/**
 * Issue 16: the hotel detail is a first screen (a shared link, a deal, an email). The server renders the hotel with
 * its data (app/ssr/route-data.ts), so without JavaScript the page still shows the stay, its photo, its rooms and
 * the price the results card showed (one pricing authority: the card's price is the detail's).
 */
test.describe('hotel detail without JavaScript @viewport-independent', () => {
  test.use({ javaScriptEnabled: false });

  test("a stay opened from the results shows its name, address, rating, photo, rooms and the card's price", async ({
    page,
  }) => {
    await page.goto(brandUrl('localhost', romePath('H')));
    const card = page.locator('article').first();
    const link = card.locator('h3 a');
    const name = (await link.textContent())?.trim() ?? '';
    const cardTotal = (await card.getByTestId('stay-total').textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    expect(cardTotal).toMatch(/^€[\d,]+\.\d{2}$/);
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/hotel-detail\?.*stay=/);

    await page.goto(brandUrl('localhost', href ?? '/'));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/Rome · [\d.]+ km from centre/).first()).toBeVisible();
    // The score badge, then the number of reviews ("9.4" "3,192 reviews").
    const rating = page
      .getByRole('main')
      .locator('p')
      .filter({ hasText: / reviews?$/ });
    await expect(rating).toHaveText(/^\d+(\.\d)?[\d,]+ reviews?$/);
    // The main photo (the LCP element): sized, fetched first, never lazy; the gallery's other photos are lazy.
    const photo = page.getByRole('img', { name: new RegExp(`^${name}`) }).first();
    await expect(photo).toBeVisible();
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).not.toHaveAttribute('loading', /.*/);
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.locator('main img[loading="lazy"]').first()).toBeAttached();
    // The rooms with their rates, the card's rate chosen, and the card's price as the total.
    const rooms = page.getByRole('region', { name: 'Choose your room' });
    await expect(rooms.getByRole('heading', { level: 3 }).first()).toBeVisible();
    expect(await rooms.getByRole('radio').count()).toBeGreaterThan(1);
    await expect(rooms.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(page.getByTestId('detail-total')).toHaveText(cardTotal);
  });
});

test.describe('hotel detail hydration @viewport-independent', () => {
  test("hydrates on the server's stay and pricing: the browser asks the hotel's services nothing again", async ({
    page,
  }) => {
    // The server prefetches with the screen's own query options (app/ssr/route-data.ts): the same keys, so the
    // hydrated screen finds every answer in its cache (a key that drifted would show as a second call here).
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/ShoppingHDPService\/|\/Destinations\//.test(path)) asked.push(path);
    });
    const dates = `outboundDate=${urlDate(60)}&returnDate=${urlDate(63)}`;
    await page.goto(brandUrl('localhost', `/hotel-detail?destination=rom&${dates}&adults=2&product=H&stay=ROM-H0416`));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('detail-total')).toHaveText(/^€[\d,]+\.\d{2}$/);
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });
});
