import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { brandUrl } from './support/brands';
import { acceptTechnicalCookies, amountOf, urlDate } from './support/flights';
import { ONCE } from './support/viewports';

/**
 * Issue 19 item 1 "Done when": on every demo brand selling flights, the date picker shows a price per day, the
 * cheapest day opens results whose cheapest proposal costs exactly that, and the ±3 days strip moves the search.
 * Geneva–Athens one way for one adult: within the free-flight voucher, quick to price over a whole window.
 */
const BRANDS = [
  { host: 'localhost', product: 'F', lang: 'en' },
  { host: 'club.localhost', product: 'F', lang: 'fr' },
  { host: 'freeflight.localhost', product: 'FF', lang: 'es' },
] as const;

type Texts = Record<string, string>;
const texts = (lang: string, namespace: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../apps/api/seed/translations/${lang}/${namespace}.json`), 'utf8'),
  ) as Record<string, unknown>;

/** The priced days of the open picker: each enabled cell with its price under the day number. */
async function pricedDays(page: Page) {
  const cells = page.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])');
  return cells.evaluateAll((elements) =>
    elements
      .map((element, index) => ({ index, lines: (element as HTMLElement).innerText.split('\n') }))
      .filter((cell) => cell.lines.length > 1)
      .map((cell) => ({ index: cell.index, day: cell.lines[0]!, price: cell.lines[1]! })),
  );
}

/** The amounts shown in the first result card under the PRICE sort (per adult and total: one adult, equal). */
async function cheapestShown(page: Page): Promise<number[]> {
  const url = new URL(page.url());
  url.searchParams.set('sort', 'PRICE');
  await page.goto(url.toString());
  const card: Locator = page.getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const text = await card.innerText();
  return [...text.matchAll(/(?:CHF|€)?\s?\d[\d\s.,’']*\d(?:\s?(?:CHF|€))?/g)].map((match) => amountOf(match[0]));
}

for (const brand of BRANDS) {
  test(
    `${brand.host}: the picker prices each day and its cheapest day opens results at that price`,
    ONCE,
    async ({ page }) => {
      test.setTimeout(120_000);
      const calendar = texts(brand.lang, 'price-calendar') as Texts;
      const search = texts(brand.lang, 'search') as { submit: string };
      await acceptTechnicalCookies(page, brand.host);
      const query = `product=${brand.product}&departure=GVA&destination=ath&outboundDate=${urlDate(12)}&adults=1`;
      await page.goto(brandUrl(brand.host, `/?${query}`));
      await page.locator('button[id$="-dates"]').first().click();
      // The legend says in words what the colours mean; every priced day carries its price in its name.
      await expect(page.getByText(calendar.low!, { exact: true })).toBeVisible({ timeout: 60_000 });
      const days = await pricedDays(page);
      expect(days.length).toBeGreaterThan(10);
      const cheapest = days.reduce((best, day) => (amountOf(day.price) < amountOf(best.price) ? day : best));
      const cell = page.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])').nth(cheapest.index);
      await expect(cell).toHaveAccessibleName(new RegExp(`${cheapest.price.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      await cell.click();
      await page.getByRole('button', { name: search.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${brand.product}\\?`));
      // The strip marks the chosen day with the same price, and the cheapest proposal costs exactly that.
      const strip = page.getByRole('navigation', { name: calendar.strip });
      await expect(strip.locator('[aria-current="date"]')).toContainText(cheapest.price, { timeout: 60_000 });
      expect(await cheapestShown(page)).toContain(amountOf(cheapest.price));
    },
  );

  test(`${brand.host}: the ±3 days strip moves the search to another day`, ONCE, async ({ page }) => {
    test.setTimeout(120_000);
    const calendar = texts(brand.lang, 'price-calendar') as Texts;
    await acceptTechnicalCookies(page, brand.host);
    const outbound = urlDate(20);
    await page.goto(
      brandUrl(
        brand.host,
        `/${brand.product}?product=${brand.product}&departure=GVA&destination=ath&outboundDate=${outbound}&adults=1`,
      ),
    );
    const strip = page.getByRole('navigation', { name: calendar.strip });
    await expect(strip.getByRole('listitem')).toHaveCount(7);
    const next = strip.getByRole('listitem').nth(4).getByRole('link');
    await expect(next).toHaveAccessibleName(/\d/, { timeout: 60_000 });
    await expect(next).not.toContainText('…');
    const price = (await next.innerText()).split('\n')[1]!;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`outboundDate=${urlDate(21)}`));
    await expect(strip.locator('[aria-current="date"]')).toContainText(price);
    expect(await cheapestShown(page)).toContain(amountOf(price));
  });
}

/**
 * The same for every brand selling stays (H, HGH): a price per check-in day for the nights chosen (three, Rome,
 * two adults); the cheapest check-in, with the same three nights, opens results whose cheapest stay costs that.
 */
const STAY_BRANDS = [
  { host: 'localhost', product: 'H', lang: 'en' },
  { host: 'tophotel.localhost', product: 'HGH', lang: 'it' },
  { host: 'club.localhost', product: 'H', lang: 'fr' },
  { host: 'atlas.localhost', product: 'H', lang: 'en' },
] as const;

for (const brand of STAY_BRANDS) {
  test(
    `${brand.host} /${brand.product}: the picker prices each check-in day and its cheapest opens stays at that price`,
    ONCE,
    async ({ page }) => {
      test.setTimeout(120_000);
      const calendar = texts(brand.lang, 'price-calendar') as Texts;
      const search = texts(brand.lang, 'search') as { submit: string };
      await acceptTechnicalCookies(page, brand.host);
      const dates = `outboundDate=${urlDate(15)}&returnDate=${urlDate(18)}`;
      await page.goto(brandUrl(brand.host, `/?product=${brand.product}&destination=rom&${dates}&adults=2`));
      await page.locator('button[id$="-dates"]').first().click();
      await expect(page.getByText(calendar.low!, { exact: true })).toBeVisible({ timeout: 60_000 });
      const days = await pricedDays(page);
      expect(days.length).toBeGreaterThan(10);
      // A check-in with three enabled days after it (the stay's nights), cheapest first.
      const cheapest = days
        .filter((day) => days.some((other) => other.index === day.index + 3))
        .reduce((best, day) => (amountOf(day.price) < amountOf(best.price) ? day : best));
      const cells = page.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])');
      await cells.nth(cheapest.index).click();
      await cells.nth(cheapest.index + 3).click();
      await page.getByRole('button', { name: search.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${brand.product}\\?`));
      expect(await cheapestShown(page)).toContain(amountOf(cheapest.price));
    },
  );
}
