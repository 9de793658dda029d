import { waitForHydration } from './hydration';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Page, Response, TestInfo } from '@playwright/test';
import type { DealItem, Language, Money, ProductType } from '@wayfare/contract';
import { brandLocale, formatMoney } from '@wayfare/contract';
import { brandUrl } from './brands';
import { fillTravellersAndContact } from './cart-api';
import { stepHeading } from './checkout';
import { cartOfPage, journeyTexts, toReview } from './journey';
import { signInMember } from './members';
import { acceptTermsAndConfirm, CARDS, payOnHostedPage } from './payment-pages';
import { saveScreens } from './screenshots';

/**
 * Issue 13 price truth: the amount a card shows is the amount on the detail, in the cart, at review, charged on
 * the hosted card page and on the confirmation, formatted the brand's way. The expected text is the first
 * result's price (member price when the server gives one) as the contract's one formatter writes it.
 */
export interface PriceCase {
  name: string;
  host: string;
  language: Language;
  /** Results path with its query (a product screen or a membership search). */
  path: string;
  kind: 'flight' | 'stay';
  /** A signed-in member (developer test token label). */
  member?: string;
  /** Free flight: the voucher (applied by the server) pays up to its amount, the card any rest. */
  freeFlight?: boolean;
  /** Adults searched (the query's `adults`), 2 when absent. */
  adults?: 1 | 2;
  /**
   * A deal: `path` is the deals page; the first card of this product is opened, and its "from" price must be the
   * cheapest result of its /deal-search (sorted by price), then the same amount through to the confirmation.
   */
  deal?: ProductType;
}

const seedBrand = (host: string) => {
  const name = host === 'localhost' ? 'localhost' : host.replace('.localhost', '');
  const file = path.resolve(import.meta.dirname, `../../apps/api/seed/brands/${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as { language: string; country: string };
};

/** The amount as the brand writes it ("1 087.13 CHF" on club.localhost, "€1,087.13" on localhost). */
export function brandAmount(host: string, amount: Money): string {
  const brand = seedBrand(host);
  return formatMoney(amount, brandLocale(brand.language, brand.country));
}

const RETRIEVE = {
  flight: '/ShoppingTransportService/RetrieveProposals',
  stay: '/ShoppingHDPService/RetrieveProposals',
};

interface Priced {
  price: { total: Money };
  memberPrice?: Money;
}

/**
 * Opens the deals page, reads the first deal of the case's product as GetDealsByBP answered it, checks its card
 * shows the "from" amount the brand's way and returns the deal's search sorted by price (its cheapest offer first).
 */
async function openDeal(page: Page, priceCase: PriceCase): Promise<{ path: string; from: string }> {
  const deals = new Map<string, DealItem>();
  page.on('response', async (response) => {
    if (!response.url().includes('/Deals/GetDealsByBP') || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as { result?: DealItem[] } | null;
    for (const deal of body?.result ?? []) deals.set(deal.id, deal);
  });
  await page.goto(brandUrl(priceCase.host, priceCase.path));
  // The server renders /deals with the brand's deals (issue 16): then the browser never asks for them.
  for (const list of await serverRenderedQueries<DealItem[]>(page, 'deals')) {
    for (const deal of list) deals.set(deal.id, deal);
  }
  const link = page.getByRole('article').first().getByRole('link');
  await expect(link).toBeVisible({ timeout: 30_000 });
  const href = new URL((await link.getAttribute('href'))!, brandUrl(priceCase.host));
  const id = href.searchParams.get('deal')!;
  await expect.poll(() => deals.has(id)).toBe(true);
  const deal = deals.get(id)!;
  expect(deal.productType).toBe(priceCase.deal);
  const from = brandAmount(priceCase.host, deal.priceFrom);
  await expect(page.getByRole('article').first()).toContainText(from);
  href.searchParams.set('sort', 'PRICE');
  return { path: `${href.pathname}${href.search}`, from };
}

/**
 * Opens the results and returns the first proposal's charged price as the page received it: from its own request,
 * or, when the server rendered the first page (stays results, issue 16), from the queries the server put in the page.
 */
async function firstResult(page: Page, priceCase: PriceCase): Promise<Money> {
  const isRetrieve = (response: Response) =>
    response.url().includes(RETRIEVE[priceCase.kind]) && response.request().method() === 'POST' && response.ok();
  const answered = page
    .waitForResponse(async (response) => {
      if (!isRetrieve(response)) return false;
      const body = (await response.json().catch(() => null)) as { result?: { proposals?: unknown[] } } | null;
      return (body?.result?.proposals?.length ?? 0) > 0;
    })
    .then(async (response) => ((await response.json()) as { result: { proposals: Priced[] } }).result.proposals)
    // Never asked when the server rendered the results: the page's close ends the wait.
    .catch(() => null);
  await page.goto(brandUrl(priceCase.host, priceCase.path));
  const proposals = (await serverRenderedProposals(page)) ?? (await answered);
  const first = proposals![0]!;
  if (priceCase.member) expect(first.memberPrice, 'a signed-in member is offered a member price').toBeTruthy();
  return first.memberPrice ?? first.price.total;
}

interface DehydratedQuery {
  queryKey?: unknown[];
  state?: { data?: unknown };
}

/** The queries the server put in the page's state element (wf-ssr-state); none for a browser-rendered page. */
async function serverQueries(page: Page): Promise<DehydratedQuery[]> {
  const text = await page
    .locator('#wf-ssr-state')
    .textContent({ timeout: 2_000 })
    .catch(() => null);
  if (!text) return [];
  return (JSON.parse(text) as { queries?: { queries?: DehydratedQuery[] } }).queries?.queries ?? [];
}

/** The data of the server-rendered queries whose key starts with `root`. */
async function serverRenderedQueries<T>(page: Page, root: string): Promise<T[]> {
  return (await serverQueries(page))
    .filter((query) => query.queryKey?.[0] === root && query.state?.data !== undefined)
    .map((query) => query.state!.data as T);
}

/** The first results page the server rendered into the page's state element (wf-ssr-state), if it did. */
export async function serverRenderedProposals(page: Page): Promise<Priced[] | null> {
  for (const query of await serverQueries(page)) {
    const data = query.state?.data as { proposals?: Priced[] } | undefined;
    if (Array.isArray(data?.proposals) && data.proposals.length > 0) return data.proposals;
  }
  return null;
}

/** A namespace of the seeded translations (apps/api/seed). */
const seedTexts = <T>(language: Language, namespace: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../apps/api/seed/translations/${language}/${namespace}.json`),
      'utf8',
    ),
  ) as T;

/** The card, then the detail (flight drawer or hotel page), then the cart: each shows `shown`. */
async function cardDetailAndCart(page: Page, priceCase: PriceCase, shown: string) {
  const flights = seedTexts<{ card: { details: string; select: string } }>(priceCase.language, 'flights');
  const stays = seedTexts<{ card: { seeRooms: string } }>(priceCase.language, 'stays');
  const detail = seedTexts<{ summary: { reserve: string } }>(priceCase.language, 'hotel-detail');
  // A result card (membership searches also list the club's offers as articles).
  const card = page
    .getByRole('article')
    .filter(
      priceCase.kind === 'flight'
        ? { has: page.getByRole('button', { name: flights.card.select, exact: true }) }
        : { has: page.getByRole('link', { name: stays.card.seeRooms }) },
    )
    .first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText(shown);
  if (priceCase.kind === 'flight') {
    // A server-rendered card's buttons work once the page has hydrated (a link works before) and its first
    // requests (member prices, the date strip) have settled.
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await card.getByRole('button', { name: flights.card.details }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toContainText(shown, { timeout: 20_000 });
    await drawer.getByRole('button', { name: flights.card.select, exact: true }).click();
  } else {
    await card.getByRole('link', { name: stays.card.seeRooms }).click();
    await expect(page).toHaveURL(/\/hotel-detail\?/);
    const total = page.getByTestId(priceCase.member ? 'detail-member-total' : 'detail-total');
    await expect(total).toHaveText(shown, { timeout: 30_000 });
    // The hotel page is server-rendered: its buttons answer once it has hydrated.
    await waitForHydration(page);
    await page.getByRole('button', { name: detail.summary.reserve }).click();
  }
  await expect(page).toHaveURL(/\/checkout\?.*checkoutStep=1/, { timeout: 30_000 });
  // The traveller was shown this amount: no price change to report, and the cart holds it.
  await expect(page.getByTestId('cart-total').first()).toBeAttached({ timeout: 20_000 });
  await expect(page.getByTestId('price-change')).toHaveCount(0);
  if (priceCase.freeFlight) await expect(page.getByTestId('cart-products').first()).toContainText(shown);
  else await expect(page.getByTestId('cart-total').first()).toHaveText(shown);
}

/** The whole journey of one case, with screenshots of review and confirmation (desktop project). */
export async function provePriceTruth(page: Page, testInfo: TestInfo, priceCase: PriceCase): Promise<void> {
  const texts = journeyTexts(priceCase.language);
  const p = texts.payment;
  await page
    .context()
    .addCookies([{ name: 'cookie-acceptance', value: 'technical', url: brandUrl(priceCase.host, '/') }]);
  if (priceCase.member) await signInMember(page.context(), priceCase.host, priceCase.member);
  const deal = priceCase.deal ? await openDeal(page, priceCase) : null;
  const charged = await firstResult(page, deal ? { ...priceCase, path: deal.path } : priceCase);
  const shown = brandAmount(priceCase.host, charged);
  if (deal) expect(shown, 'the deal\'s cheapest offer costs its "from" price').toBe(deal.from);
  await cardDetailAndCart(page, priceCase, shown);

  // Travellers and contact are not what this suite proves (the checkout journeys type them in): saved through the
  // API, then payment and review on screen, where the amounts are checked.
  // Passports for every case: a flight or package needs them, a stay accepts them.
  await fillTravellersAndContact(page.request, cartOfPage(page), { adults: priceCase.adults ?? 2, documents: true });
  const payment = new URL(page.url());
  payment.searchParams.set('checkoutStep', '4');
  await page.goto(payment.href);
  await expect(stepHeading(page, p('step.title'))).toBeVisible({ timeout: 20_000 });
  await toReview(page, texts);

  // Review: the trip in full and the same amount.
  await expect(page.getByTestId('trip-summary')).toBeVisible();
  await expect(page.getByTestId('split-products')).toHaveText(shown);
  if (!priceCase.freeFlight) await expect(page.getByTestId('split-total')).toHaveText(shown);
  if (testInfo.project.name === 'desktop') await saveScreens(page, `price-truth-${priceCase.name}-review`);
  // Free flight: the voucher (applied by the server) pays up to its amount; the card pays any rest, maybe nothing.
  const cardDue = (await page.getByTestId('card-amount').count()) > 0;
  const due = cardDue ? ((await page.getByTestId('card-amount').textContent()) ?? '') : '';
  if (!priceCase.freeFlight) expect(due).toBe(shown);
  if (cardDue) {
    await expect(page.getByTestId('confirm-and-pay')).toContainText(due);
    await acceptTermsAndConfirm(page, p('terms.accept'));
    await expect(page).toHaveURL(/\/payment\/hosted\//, { timeout: 30_000 });
    await expect(page.getByTestId('hosted-amount')).toHaveText(due);
    if (testInfo.project.name === 'desktop') await saveScreens(page, `price-truth-${priceCase.name}-hosted`);
    await payOnHostedPage(page, CARDS.success, '0839');
  } else {
    await expect(page.getByTestId('nothing-to-pay')).toHaveText(p('split.nothingToPay'));
    await acceptTermsAndConfirm(page, p('terms.accept'));
  }

  await expect(page).toHaveURL(/\/checkout\/confirmation\?/, { timeout: 30_000 });
  await expect(page.getByTestId('order-status')).toHaveText(p('confirmation.status.CONFIRMED'), { timeout: 20_000 });
  await expect(page.getByTestId('trip-summary')).toBeVisible();
  await expect(page.getByTestId('manage-order')).toBeVisible();
  await expect(page.getByTestId('split-products')).toHaveText(shown);
  if (cardDue) await expect(page.getByTestId('card-amount')).toHaveText(due);
  else await expect(page.getByTestId('nothing-to-pay')).toHaveText(p('split.nothingPaid'));
  if (testInfo.project.name === 'desktop') await saveScreens(page, `price-truth-${priceCase.name}-confirmation`);
}
