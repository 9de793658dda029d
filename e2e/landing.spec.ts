import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { brandConfigResponseSchema } from '@wayfare/contract';
import type { ProductType } from '@wayfare/contract';
import { expectNoSeriousA11yViolations } from './support/axe';
import { API_ORIGIN, DEMO_BRANDS, brandUrl } from './support/brands';
import { saveScreens } from './support/screenshots';
import { addChild, dateTrigger, pickPlace as pickPlaceIn, pickRange } from './support/search-box';
import { ONCE, onceUnless } from './support/viewports';

/** What each demo brand's visitor types and picks (terms the seeded inventory and the brand proposals both know). */
const JOURNEYS: Record<
  string,
  { departure?: [term: string, pick: string, code: string]; destination: [string, string, string]; fallback: boolean }
> = {
  localhost: { departure: ['dub', 'Dublin', 'DUB'], destination: ['lis', 'Lisbon', 'lis'], fallback: false },
  'tophotel.localhost': { destination: ['vene', 'Venezia', 'vce'], fallback: false },
  'freeflight.localhost': {
    departure: ['mad', 'Madrid', 'MAD'],
    destination: ['pal', 'Palma', 'pmi'],
    fallback: false,
  },
  // The club journey runs with the autocomplete service down: the brand's own destinations stand in.
  'club.localhost': { destination: ['vien', 'Vienne', 'vie'], fallback: true },
};

/** spec §9: weeks start on Monday: the first weekday column is Monday in every language (Mo, lu, Lun, lun.). */
const MONDAY = /^(mo|lu)/i;

type SearchTexts = {
  departure: string;
  destination: string;
  submit: string;
  products: Record<ProductType, string>;
  travellers: Record<string, string>;
};

async function loadBrand(request: APIRequestContext, host: string) {
  const response = await request.get(`${API_ORIGIN}/api/content/brand-configurations/${host}?populate=*`);
  expect(response.ok()).toBe(true);
  const brand = brandConfigResponseSchema.parse(await response.json()).data.attributes;
  const texts = (await (await request.get(`${API_ORIGIN}/i18n/search/${brand.language}.json`)).json()) as SearchTexts;
  const details = brand.brandDetails!;
  // spec §4: the top-hotel brand selling only H shows it as HGH.
  const products = details.productTypesOrder.map((product) =>
    details.isTopHotel && product === 'H' && details.productTypesOrder.length === 1 ? 'HGH' : product,
  );
  return { brand, texts, products };
}

function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

async function pickPlace(page: Page, label: string, term: string, pick: string) {
  await pickPlaceIn(page, label, term, pick, new RegExp(`^${pick}`));
}

/** YYYY-MM-DD and YYYYMMDD of day `day` of next month (always visible in the range picker's second panel). */
function nextMonthDay(day: number): { iso: string; url: string } {
  const now = new Date();
  const date = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, day));
  const iso = date.toISOString().slice(0, 10);
  return { iso, url: iso.replaceAll('-', '') };
}

for (const demo of DEMO_BRANDS) {
  test.describe(`landing on ${demo.host}`, () => {
    test.beforeEach(async ({ context }) => {
      // A stored cookie choice keeps the consent banner (tested in its own spec) off the search box.
      await context.addCookies([{ name: 'cookie-acceptance', value: 'technical', domain: demo.host, path: '/' }]);
    });

    test('shows the brand: primary colour on the search button, logo, texts, products in order; axe clean', async ({
      page,
      request,
    }) => {
      const { brand, texts, products } = await loadBrand(request, demo.host);
      await page.goto(brandUrl(demo.host));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.landingContent!.heroTitle);
      await expect(page.getByRole('img', { name: brand.brandDetails!.brandName }).first()).toBeVisible();
      const submit = page.getByRole('button', { name: texts.submit, exact: true });
      await expect(submit).toBeVisible();
      expect(await submit.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
        rgb(brand.theme!.primaryColor),
      );
      await expect(page.getByRole('radiogroup').getByRole('radio')).toHaveText(
        products.map((product) => texts.products[product]),
      );
      await expect(page.getByText(brand.landingContent!.productExplanation.title, { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await saveScreens(page, `landing-${demo.host}`);
    });

    // At 390 px on localhost too: the place sheets and the date sheet of phones (one brand proves the layout).
    test(
      'a search opens the product route with exactly the spec §3 query values',
      onceUnless(demo.host === 'localhost'),
      async ({ page, request }) => {
        // A whole journey through lazy chunks and the autocomplete: generous under a loaded parallel run.
        test.setTimeout(60_000);
        const { texts, products } = await loadBrand(request, demo.host);
        const journey = JOURNEYS[demo.host]!;
        if (journey.fallback) {
          await page.route('**/api/services/app/Destinations/Autocomplete**', (route) =>
            route.fulfill({
              status: 501,
              contentType: 'application/json',
              body: JSON.stringify({
                result: null,
                success: false,
                error: { code: 501, message: 'NOT_IMPLEMENTED', details: null },
                unAuthorizedRequest: false,
              }),
            }),
          );
        }
        await page.goto(brandUrl(demo.host));
        const product = products[0]!;

        if (journey.departure)
          await pickPlace(page, texts.departure, ...(journey.departure.slice(0, 2) as [string, string]));
        await pickPlace(page, texts.destination, journey.destination[0], journey.destination[1]);
        if (journey.fallback) await expect(page.getByRole('alert')).toHaveCount(0);

        // Dates: the range picker opens on this month, starts weeks on Monday, refuses past days and takes a range.
        const outbound = nextMonthDay(10);
        const inbound = nextMonthDay(17);
        await dateTrigger(page).click();
        const grid = page.getByRole('grid').first();
        await expect(grid.locator('th').first()).toHaveText(MONDAY);
        // No month before today's: the previous-month button is disabled.
        await expect(page.locator('button[slot="previous"]')).toBeDisabled();
        await page.keyboard.press('Escape');
        await expect(grid).toBeHidden();
        await pickRange(page, outbound.iso, inbound.iso);

        // Travellers: 2 adults (default) and one child of 7.
        await addChild(page, texts.travellers, 7);

        await page.getByRole('button', { name: texts.submit, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`/${product}\\?`));
        const url = new URL(page.url());
        const expected: Record<string, string> = {
          product,
          ...(journey.departure ? { departure: journey.departure[2] } : {}),
          destination: journey.destination[2],
          outboundDate: outbound.url,
          returnDate: inbound.url,
          adults: '2',
          childrenAges: '7',
        };
        expect(Object.fromEntries(url.searchParams)).toEqual(expected);
      },
    );

    test(
      'an incomplete search shows what is missing and stays on the landing',
      onceUnless(demo.host === 'localhost'),
      async ({ page, request }) => {
        const { texts } = await loadBrand(request, demo.host);
        const errors = (await (await request.get(`${API_ORIGIN}/i18n/search/${demo.language}.json`)).json()) as {
          errors: Record<string, string>;
        };
        await page.goto(brandUrl(demo.host));
        await page.getByRole('button', { name: texts.submit, exact: true }).click();
        await expect(page.getByText(errors.errors.destinationRequired!)).toBeVisible();
        await expect(page.getByText(errors.errors.datesRequired!)).toBeVisible();
        await expect(page).toHaveURL(brandUrl(demo.host, '/'));
      },
    );
  });
}

test('choosing a destination proposal fills the search destination', ONCE, async ({ page, context, request }) => {
  await context.addCookies([{ name: 'cookie-acceptance', value: 'technical', domain: 'localhost', path: '/' }]);
  const { brand, texts } = await loadBrand(request, 'localhost');
  const proposal = brand.destinationProposals!.DP[0]!;
  await page.goto(brandUrl('localhost'));
  await page.getByRole('button', { name: proposal.title }).click();
  await expect(page.getByLabel(texts.destination, { exact: true })).toHaveValue(proposal.name);
});
