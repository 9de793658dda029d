import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_BRANDS } from './support/brands';
import { flightQuery, urlDate as flightDate } from './support/flights';
import { saveScreens } from './support/screenshots';
import { STAY_BRANDS, cards, openBrand, stayTexts, textPattern, urlDate } from './support/stays';

/**
 * Issue 19 item 9: no screen shows a raw code ("SEA_VIEW", "ALL_INCLUSIVE"): facet values, amenities and
 * characteristics read as words in the brand's language. Checked on the stays results (with every facet value
 * listed), a hotel detail and the flight results of each demo brand that sells them. Desktop only: the texts
 * are the same at every width.
 */
const RAW_KEY = /\b[A-Z]{2,}_[A-Z_]+\b/g;

async function expectNoRawKeys(page: Page) {
  const text = await page.evaluate(() => document.body.innerText);
  expect(text.match(RAW_KEY) ?? []).toEqual([]);
}

/** Barcelona (on the sea, so SEA_VIEW and BEACHFRONT stays exist), sea-view stays only, 3 nights for 2. */
function barcelonaPath(product: string) {
  const departure = product === 'DP' ? 'departure=MIL&' : '';
  return `/${product}?${departure}destination=bcn&outboundDate=${urlDate(60)}&returnDate=${urlDate(63)}&adults=2&chars=SEA_VIEW`;
}

/** The flight search each brand sells (freeflight.localhost: FF, one adult within the voucher ceiling). */
const FLIGHT_PATHS: Record<string, string> = {
  localhost: `/F?${flightQuery('F')}`,
  'club.localhost': `/F?${flightQuery('F')}`,
  'freeflight.localhost': `/FF?product=FF&departure=MAD&destination=pmi&outboundDate=${flightDate(30)}&adults=1`,
};

test.describe('no raw keys @viewport-independent', () => {
  for (const brand of STAY_BRANDS) {
    const texts = stayTexts(brand.language);

    test(`${brand.host} /${brand.product}: stays results and a hotel detail show words, not codes`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await openBrand(page, brand.host, barcelonaPath(brand.product));
      await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
      const filters = page.getByRole('complementary', { name: texts.stays.filters.title });
      // Every facet value on screen, not only the first few of each list.
      const showAll = filters.getByRole('button', { name: textPattern(texts.stays.filters, 'showAll') });
      while ((await showAll.count()) > 0) await showAll.first().click();
      await expect(filters.getByText(texts.stays.characteristic.SEA_VIEW, { exact: true })).toBeVisible();
      await expectNoRawKeys(page);
      if (testInfo.project.name === 'desktop') await saveScreens(page, `no-raw-keys-stays-${brand.host}`);

      await cards(page).first().getByRole('link', { name: texts.stays.card.seeRooms }).click();
      await expect(page).toHaveURL(/\/hotel-detail\?.*stay=/);
      await expect(page.getByText(texts.detail.characteristic.SEA_VIEW, { exact: true })).toBeVisible();
      await expectNoRawKeys(page);
      if (testInfo.project.name === 'desktop') await saveScreens(page, `no-raw-keys-detail-${brand.host}`);
    });
  }

  for (const brand of DEMO_BRANDS.filter((item) => FLIGHT_PATHS[item.host])) {
    test(`${brand.host}: flight results show words, not codes`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await openBrand(page, brand.host, FLIGHT_PATHS[brand.host]!);
      await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
      await expectNoRawKeys(page);
      if (testInfo.project.name === 'desktop') await saveScreens(page, `no-raw-keys-flights-${brand.host}`);
    });
  }
});
