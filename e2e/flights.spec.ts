import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { brandUrl } from './support/brands';
import { saveScreens } from './support/screenshots';
import { addChild, nextMonthDay, pickPlace, pickRange, searchTexts } from './support/search-box';

type Texts = Record<string, Record<string, string>>;

/** The texts of the flights namespace in a language, as the API serves them. */
function texts(language: 'en' | 'es' | 'fr'): Texts {
  const file = path.resolve(import.meta.dirname, `../apps/api/seed/translations/${language}/flights.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}
const en = texts('en');
const es = texts('es');

/** The brands selling F (seed brands): the main flow runs on each, in its language and currency. */
const F_BRANDS = [
  { host: 'localhost', lang: 'en' },
  { host: 'club.localhost', lang: 'fr' },
] as const;

const RETRIEVE = '/ShoppingTransportService/RetrieveProposals';

/** YYYYMMDD `days` from today (the search must lie in the future). */
function urlDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** spec §3 query of a MAD → FCO round trip for 2 adults and 1 child. */
function flightQuery(product: 'F' | 'FF', extra = ''): string {
  const query = `product=${product}&departure=MAD&destination=fco&outboundDate=${urlDate(30)}&returnDate=${urlDate(37)}&adults=2&childrenAges=7`;
  return extra ? `${query}&${extra}` : query;
}

interface RetrieveBody {
  facets: Record<string, unknown>;
  sort: { value: string; ascending: boolean };
  page: { pageNumber: number; pageSize: number };
  filtersMetadata: boolean;
  staticData: { language: string };
}

const bodyOf = (request: Request) => request.postDataJSON() as RetrieveBody;

/** Waits for the next RetrieveProposals request whose body passes `check` (start waiting before acting). */
function nextRetrieve(page: Page, check: (body: RetrieveBody) => boolean = () => true) {
  return page.waitForRequest((request) => request.url().includes(RETRIEVE) && check(bodyOf(request)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A formatted number in any brand language: "4,000" (en), "4 000" with a narrow no-break space (fr). */
const NUMBER = String.raw`[\d\s.,'’]+`;

/**
 * A translation as a whole-text pattern: each `{{name}}` becomes `values[name]` or a number pattern. A plural
 * key (`count` for `count_one`/`count_other`) accepts every form.
 */
function textPattern(group: Record<string, string>, key: string, values: Record<string, string> = {}): RegExp {
  const templates = [group[key], group[`${key}_one`], group[`${key}_other`]].filter((text) => text !== undefined);
  const sources = templates.map((template) =>
    escapeRegExp(template).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => values[name] ?? NUMBER),
  );
  return new RegExp(`^(?:${sources.join('|')})$`);
}

/** A price as any brand shows it ("€1,234.50", "1 234,50 CHF", "CHF 1’234"): decimals follow the last mark. */
function amountOf(text: string): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const decimals = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimals ? digits.slice(0, decimals.index) : digits).replace(/\D/g, '');
  return Number(`${whole}.${decimals?.[1] ?? '0'}`);
}

async function acceptTechnicalCookies(page: Page, host: string) {
  await page.context().addCookies([{ name: 'cookie-acceptance', value: 'technical', url: brandUrl(host, '/') }]);
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** Runs `act` with the facets on screen: the sidebar on desktop, the drawer on phones. */
async function inFilters(page: Page, t: Texts, act: () => Promise<void>) {
  if (isPhone(page)) await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.filters!.open!)}`) }).click();
  await act();
  if (isPhone(page)) await page.getByRole('button', { name: textPattern(t.filters!, 'showResults') }).click();
}

test.beforeEach(async ({ page }) => {
  await acceptTechnicalCookies(page, 'localhost');
});

for (const brand of F_BRANDS) {
  const t = texts(brand.lang);
  const search = searchTexts(brand.lang);
  /** The results status, e.g. "4,000 flights found" / "4 000 vols trouvés". */
  const status = (page: Page) => page.getByText(textPattern(t.results!, 'count'));
  /** The number in that status. */
  const resultCount = async (page: Page): Promise<number> => {
    await expect(status(page)).toBeVisible();
    return Number((await status(page).textContent())!.replace(/\D/g, ''));
  };
  /** Every card's total for the 3 travellers, whatever the currency and number format. */
  const totals = async (page: Page) => {
    const pattern = textPattern(t.price!, 'total', { amount: '(.+?)', count: '3' });
    // Each plural form has its own amount group: take the one that matched.
    return (await page.getByText(pattern).allTextContents()).map((text) =>
      amountOf(
        pattern
          .exec(text)!
          .slice(1)
          .find((group) => group !== undefined)!,
      ),
    );
  };

  test(`flights on ${brand.host}: a landing search; facets send exactly the spec §5 mapping; paging, price sort and reload keep the URL state`, async ({
    page,
  }) => {
    // A landing journey plus every facet: generous under a loaded parallel run.
    test.setTimeout(150_000);
    await acceptTechnicalCookies(page, brand.host);

    // From the landing page: F tab, MAD → FCO, a round trip next month, 2 adults (default) and a child of 7.
    await page.goto(brandUrl(brand.host));
    const flightsTab = page.getByRole('radiogroup').getByRole('radio', { name: search.products.F!, exact: true });
    await flightsTab.click();
    await expect(flightsTab).toHaveAttribute('aria-checked', 'true');
    await pickPlace(page, search.departure, 'mad', 'Madrid', /^Madrid/);
    await pickPlace(page, search.destination, 'fco', '(FCO)', /\(FCO\)/);
    const outbound = nextMonthDay(10);
    const inbound = nextMonthDay(17);
    await pickRange(page, outbound.iso, inbound.iso);
    await addChild(page, search.travellers, 7);
    const first = nextRetrieve(page);
    await page.getByRole('button', { name: search.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/F\?/);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      product: 'F',
      departure: 'MAD',
      destination: 'fco',
      outboundDate: outbound.url,
      returnDate: inbound.url,
      adults: '2',
      childrenAges: '7',
    });
    expect(bodyOf(await first)).toEqual({
      facets: { transportType: 'ONLY_FLIGHT' },
      sort: { value: 'RECOMMENDED', ascending: true },
      page: { pageNumber: 1, pageSize: 20 },
      filtersMetadata: true,
      staticData: { language: brand.lang },
    });
    const all = await resultCount(page);
    expect(all).toBeGreaterThan(100);
    await expect(page.getByRole('article')).toHaveCount(20);
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, brand.host === 'localhost' ? 'flights-results' : 'flights-club');

    // Direct only: both stops 0 (spec §5).
    await inFilters(page, t, async () => {
      const direct = nextRetrieve(page, (body) => 'outboundStops' in body.facets);
      await page.getByRole('checkbox', { name: t.filters!.directOnly }).check();
      expect(bodyOf(await direct).facets).toEqual({
        outboundStops: [0],
        inboundStops: [0],
        transportType: 'ONLY_FLIGHT',
      });
    });
    await expect.poll(() => resultCount(page)).toBeLessThan(all);
    const directCount = await resultCount(page);

    // Baggage: one option adds CABIN_CHECKED; two send only CABIN_CHECKED (spec §5).
    await inFilters(page, t, async () => {
      const one = nextRetrieve(page, (body) => 'baggageIncluded' in body.facets);
      await page.getByRole('checkbox', { name: t.filters!.cabinBag }).check();
      expect(bodyOf(await one).facets.baggageIncluded).toEqual(['CABIN', 'CABIN_CHECKED']);
      const two = nextRetrieve(page, (body) => String(body.facets.baggageIncluded) === 'CABIN_CHECKED');
      await page.getByRole('checkbox', { name: t.filters!.checkedBag }).check();
      expect(bodyOf(await two).facets).toEqual({
        outboundStops: [0],
        inboundStops: [0],
        baggageIncluded: ['CABIN_CHECKED'],
        transportType: 'ONLY_FLIGHT',
      });
    });
    await expect.poll(() => resultCount(page)).toBeLessThan(directCount);
    const baggageCount = await resultCount(page);
    expect(baggageCount).toBeGreaterThan(20);

    // Page 2, then back through the history.
    const firstCardOnPage1 = await page.getByRole('article').first().getByRole('heading').textContent();
    const second = nextRetrieve(page, (body) => body.page.pageNumber === 2);
    await page.getByRole('navigation', { name: t.results!.pages }).getByText('2', { exact: true }).click();
    expect(bodyOf(await second).page).toEqual({ pageNumber: 2, pageSize: 20 });
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByRole('article')).toHaveCount(20);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(firstCardOnPage1).toBeTruthy();

    // Price sort: back to page 1, totals ascend.
    const sorted = nextRetrieve(page, (body) => body.sort.value === 'PRICE');
    await page.getByRole('combobox', { name: t.sort!.label }).click();
    await page.locator(`.ant-select-item-option[title="${t.sort!.PRICE}"]`).click();
    const sortedBody = bodyOf(await sorted);
    expect(sortedBody.sort).toEqual({ value: 'PRICE', ascending: true });
    expect(sortedBody.page.pageNumber).toBe(1);
    await expect(page).toHaveURL(/[?&]sort=PRICE(&|$)/);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const prices = await totals(page);
    expect(prices.length).toBe(20);
    expect(prices.every((price) => Number.isFinite(price) && price > 0)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // An airline flying the cheapest matching itinerary, then an outbound time range that keeps it.
    const heading = await page.getByRole('article').first().getByRole('heading').textContent();
    const airline = heading!.split(':')[0]!.split(',')[0]!.trim();
    let departureMinute = 0;
    await inFilters(page, t, async () => {
      const airlines = page.getByRole('group', { name: t.filters!.airlines });
      const showAll = airlines.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(t.filters!.showAll!.split('{{')[0]!.trim())}`),
      });
      if (await showAll.isVisible()) await showAll.click();
      const withAirline = nextRetrieve(page, (body) => 'inclusiveProviders' in body.facets);
      await airlines.getByRole('checkbox', { name: airline, exact: true }).check();
      const airlineRequest = await withAirline;
      const response = await (await airlineRequest.response())!.json();
      const departure: string = response.result.proposals[0].outbound.departure.time;
      departureMinute = Number(departure.slice(11, 13)) * 60 + Number(departure.slice(14, 16));

      // Keyboard only: each arrow press moves the "from" handle 30 minutes.
      const steps = Math.floor(departureMinute / 30);
      const from = page.getByRole('slider', { name: t.filters!.outboundTimeFrom });
      await from.focus();
      const timed = nextRetrieve(
        page,
        (body) => (body.facets.outboundDepartureTime as { from: number } | undefined)?.from === steps * 30,
      );
      for (let step = 0; step < steps; step++) await from.press('ArrowRight');
      const finalBody = bodyOf(await timed);
      const code = (bodyOf(airlineRequest).facets.inclusiveProviders as string[])[0]!;
      expect(code).toMatch(/^[A-Z0-9]{2}$/);
      expect(finalBody).toEqual({
        facets: {
          outboundStops: [0],
          inboundStops: [0],
          baggageIncluded: ['CABIN_CHECKED'],
          outboundDepartureTime: { from: steps * 30, to: 1440 },
          inclusiveProviders: [code],
          transportType: 'ONLY_FLIGHT',
        },
        sort: { value: 'PRICE', ascending: true },
        page: { pageNumber: 1, pageSize: 20 },
        filtersMetadata: true,
        staticData: { language: brand.lang },
      });
    });
    await expect.poll(() => resultCount(page)).toBeLessThan(baggageCount);
    await expect(page.getByRole('article').first()).toBeVisible();

    // Reload: the same request and the same controls, from the URL alone.
    const url = page.url();
    const before = await status(page).textContent();
    const again = nextRetrieve(page);
    await page.reload();
    const reloaded = bodyOf(await again);
    expect(reloaded.facets.inclusiveProviders).toHaveLength(1);
    expect(reloaded.facets.outboundDepartureTime).toEqual({ from: Math.floor(departureMinute / 30) * 30, to: 1440 });
    expect(reloaded.facets.baggageIncluded).toEqual(['CABIN_CHECKED']);
    expect(reloaded.sort).toEqual({ value: 'PRICE', ascending: true });
    expect(page.url()).toBe(url);
    await expect(status(page)).toHaveText(before!);
    await inFilters(page, t, async () => {
      await expect(page.getByRole('checkbox', { name: t.filters!.directOnly })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: t.filters!.checkedBag })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: airline, exact: true })).toBeChecked();
    });
  });
}

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
  await page.goto(brandUrl('freeflight.localhost', `/FF?${flightQuery('FF', 'sort=DURATION')}`));
  const body = bodyOf(await first);
  expect(body.sort).toEqual({ value: 'PRICE', ascending: true });
  expect(body.facets).toEqual({ price: { max: 15_000 }, transportType: 'ONLY_FLIGHT' });
  expect(body.staticData.language).toBe('es');
  await expect(page.getByText(/150,00\s€/).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: es.sort!.label })).toBeDisabled();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreens(page, 'flights-free-flight');
});
