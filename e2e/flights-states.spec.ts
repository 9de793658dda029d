import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { brandUrl } from './support/brands';
import { saveScreens } from './support/screenshots';
import {
  en,
  es,
  RETRIEVE,
  flightQuery,
  bodyOf,
  nextRetrieve,
  acceptTechnicalCookies,
  urlDate,
} from './support/flights';

test.beforeEach(async ({ page }) => {
  await acceptTechnicalCookies(page, 'localhost');
  // These checks watch and stub the browser's own search calls: the browser-rendered page makes them. Server-rendered
  // flight results (issue 16) are covered by ssr.spec and price truth.
  await page.setExtraHTTPHeaders({ 'x-wayfare-render': 'client' });
});

test('flights: details, select and keyboard use; a failing cart shows a clear error', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto(brandUrl('localhost', `/F?${flightQuery('F')}`));
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  await expect(card.getByText(/^or [\d,]+ Wayfare Miles$/)).toBeVisible();

  // The detail view opens from the keyboard and reads GetTransportProposalByProposalId.
  const detail = page.waitForResponse((response) => response.url().includes('GetTransportProposalByProposalId'));
  await card.getByRole('button', { name: en.card!.details }).focus();
  await page.keyboard.press('Enter');
  expect((await detail).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: en.detail!.title });
  await expect(dialog.getByText(en.detail!.fare!, { exact: false }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreens(page, 'flights-detail');

  // Select starts the cart; when the cart service refuses (here: 501), the traveller is told clearly.
  await page.route('**/CartApiService/CreateCart', (route) =>
    route.fulfill({
      status: 501,
      contentType: 'application/json',
      body: JSON.stringify({
        result: null,
        success: false,
        error: { code: 501, message: 'NOT_IMPLEMENTED', details: 'forced by the test' },
        unAuthorizedRequest: false,
      }),
    }),
  );
  const cart = page.waitForRequest((request) => request.url().includes('/CartApiService/CreateCart'));
  await dialog.getByRole('button', { name: en.card!.select }).click();
  const body = (await cart).postDataJSON();
  expect(body).toMatchObject({ productType: 'F', domainName: 'localhost', selection: { kind: 'TRANSPORT' } });
  await expect(dialog.getByRole('alert').filter({ hasText: en.select!.errorTitle! })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: en.select!.errorTitle! })).toBeVisible();
});

test('flights: GENERIC_ERROR is retried until the search is ready @viewport-independent', async ({ page }) => {
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes(RETRIEVE)) statuses.push(response.status());
  });
  // Two forced GENERIC_ERROR answers on top of the real API's own "not ready yet" answers.
  let forced = 0;
  await page.route(`**${RETRIEVE}**`, async (route) => {
    if (forced < 2) {
      forced++;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          result: null,
          success: false,
          error: { code: 503, message: 'GENERIC_ERROR', details: 'forced by the test' },
          unAuthorizedRequest: false,
        }),
      });
      return;
    }
    await route.continue();
  });
  await page.goto(brandUrl('localhost', `/F?${flightQuery('F')}`));
  await expect(page.getByRole('article')).toHaveCount(20);
  expect(forced).toBe(2);
  expect(statuses.slice(0, 2)).toEqual([503, 503]);
  expect(statuses.at(-1)).toBe(200);
  await expect(page.getByText(en.noResults!.title!)).toHaveCount(0);
});

test('flights: NO_CONTENT shows the no-result message with a way out @viewport-independent', async ({ page }) => {
  const calls: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes(RETRIEVE)) calls.push(response.status());
  });
  // A journey of at most 1 minute matches nothing.
  await page.goto(brandUrl('localhost', `/F?${flightQuery('F', 'maxDuration=1')}`));
  const message = page.getByRole('alert').filter({ hasText: en.noResults!.title! });
  await expect(message).toBeVisible();
  expect(calls.at(-1)).toBe(404);
  await expect(message.getByRole('link', { name: en.noResults!.changeSearch! })).toHaveAttribute('href', /^\/\?/);
  await expectNoSeriousA11yViolations(page);
  // NO_CONTENT is final (not retried): the clear-filters way out brings results back.
  const count = calls.filter((status) => status === 404).length;
  expect(count).toBe(1);
  await message.getByRole('button', { name: en.noResults!.clearFilters! }).click();
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(page).not.toHaveURL(/maxDuration/);
});

test('free flight: /FF forces the price sort and the voucher ceiling @viewport-independent', async ({ page }) => {
  test.setTimeout(60_000);
  await acceptTechnicalCookies(page, 'freeflight.localhost');
  const first = nextRetrieve(page);
  // Even a link asking for another sort gets PRICE (spec §9).
  // One traveller one way: fares within the 150 € voucher exist (the ceiling is voucher × 100 in cents).
  await page.goto(
    brandUrl(
      'freeflight.localhost',
      `/FF?product=FF&departure=MAD&destination=pmi&outboundDate=${urlDate(30)}&adults=1&sort=DURATION`,
    ),
  );
  const body = bodyOf(await first);
  expect(body.sort).toEqual({ value: 'PRICE', ascending: true });
  expect(body.facets).toEqual({ price: { max: 15_000 }, transportType: 'ONLY_FLIGHT' });
  expect(body.staticData.language).toBe('es');
  // The voucher's amount is what the traveller reads, not the ×100 ceiling sent to the API.
  await expect(page.getByText(/150\s€/).first()).toBeVisible();
  await expect(page.getByText(/15\.000/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(es.sort!.label!) })).toBeDisabled();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreens(page, 'flights-free-flight');
});
