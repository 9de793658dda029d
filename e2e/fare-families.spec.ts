import { waitForHydration } from './support/hydration';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Language, TransportProposal } from '@wayfare/contract';
import { brandUrl } from './support/brands';
import { RETRIEVE, texts, urlDate } from './support/flights';
import { completeContact, completeTravellers, continueTo, journeyTexts, toReview } from './support/journey';
import { brandAmount, serverRenderedProposals } from './support/price-truth';
import { saveScreens } from './support/screenshots';

/**
 * Issue 19 item 3: the card shows the cheapest fare family as a "from" price, the detail compares the families,
 * and the chosen one reaches the cart with its conditions and the same amount, then review.
 */
const DETAIL = '/ShoppingTransportService/GetTransportProposalByProposalId';
type Detail = TransportProposal & { fares: (Omit<TransportProposal, 'id'> & { id: string; name: string })[] };

const ROUND_TRIP = `departure=MAD&destination=fco&outboundDate=${urlDate(33)}&returnDate=${urlDate(40)}&adults=2`;
/** Every brand selling flights; freeflight.localhost's FF search stays within its voucher ceiling (Palma). */
const CASES = [
  { host: 'localhost', language: 'en' as Language, tag: '', path: `/F?product=F&${ROUND_TRIP}` },
  {
    host: 'club.localhost',
    language: 'fr' as Language,
    tag: ' @viewport-independent',
    path: `/F?product=F&${ROUND_TRIP}`,
  },
  {
    host: 'freeflight.localhost',
    language: 'es' as Language,
    tag: ' @viewport-independent',
    // The brand's FREEFLIGHT voucher (150 €, spec §9) comes off the cart's total, in minor units.
    voucher: 15_000,
    path: `/FF?product=FF&departure=MAD&destination=pmi&outboundDate=${urlDate(30)}&returnDate=${urlDate(34)}&adults=2`,
  },
];

async function openResults(page: Page, host: string, path: string): Promise<TransportProposal[]> {
  await page.context().addCookies([{ name: 'cookie-acceptance', value: 'technical', url: brandUrl(host, '/') }]);
  // The first answers may be the supplier's "not ready yet" (GENERIC_ERROR, no result): wait for proposals.
  const answered = page
    .waitForResponse(async (response) => {
      if (!response.url().includes(RETRIEVE) || response.request().method() !== 'POST' || !response.ok()) return false;
      const body = (await response.json().catch(() => null)) as { result?: { proposals?: unknown[] } } | null;
      return (body?.result?.proposals?.length ?? 0) > 0;
    })
    .then(async (response) => ((await response.json()) as { result: { proposals: TransportProposal[] } }).result)
    // Never asked when the server rendered the results: the page's close ends the wait.
    .catch(() => null);
  await page.goto(brandUrl(host, path));
  const rendered = (await serverRenderedProposals(page)) as TransportProposal[] | null;
  // A server-rendered page answers clicks once React has hydrated it.
  await waitForHydration(page);
  return rendered ?? (await answered)!.proposals;
}

for (const { host, language, tag, path, voucher = 0 } of CASES) {
  test(`${host}: a fare family choice reaches the cart with its conditions and the same amount${tag}`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const f = texts(language);
    const proposals = await openResults(page, host, path);
    // One card per itinerary, each from its cheapest family (Basic): no fare level listed as a card of its own.
    expect(proposals.every((proposal) => proposal.fareFamily === 'BASIC')).toBe(true);
    const index = 0;
    const cheapest = proposals[index]!;
    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: f.card!.select }) });
    const basicCard = card.nth(index);
    await expect(basicCard).toContainText(f.price!.from!, { timeout: 30_000 });
    await expect(basicCard).toContainText(brandAmount(host, cheapest.price.total));

    const detailAnswer = page.waitForResponse((response) => response.url().includes(DETAIL) && response.ok());
    // A click landing while the server-rendered page hydrates can be dropped: click again until the drawer opens.
    await expect(async () => {
      await basicCard.getByRole('button', { name: f.card!.details }).click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    const detail = ((await (await detailAnswer).json()) as { result: Detail }).result;
    expect(detail.fares[0]!.price.total, 'the card\'s "from" is the cheapest fare').toEqual(cheapest.price.total);
    const flex = detail.fares.find((fare) => fare.id === 'FLEX')!;
    const flexAmount = brandAmount(host, flex.price.total);

    const drawer = page.getByRole('dialog');
    const comparison = drawer.getByRole('group', { name: f.fares!.title });
    await expect(comparison.getByRole('radio')).toHaveCount(detail.fares.length);
    // Keyboard: the chosen (cheapest) fare takes focus, the arrow moves the choice to the last family (Flex).
    await comparison.getByRole('radio').first().focus();
    for (let step = 1; step < detail.fares.length; step += 1) await page.keyboard.press('ArrowRight');
    await expect(comparison.getByRole('radio', { name: new RegExp(`^${flex.name}`) })).toBeChecked();
    await expect(drawer.getByTestId('fare-price-FLEX')).toHaveText(flexAmount);
    await expect(drawer).toContainText(f.fares!.seatIncluded!);
    await saveScreens(page, `fare-families-${host}`);
    await drawer.getByRole('button', { name: f.card!.select, exact: true }).click();

    await expect(page).toHaveURL(/\/checkout\?.*checkoutStep=1/, { timeout: 30_000 });
    await expect(page.getByTestId('price-change')).toHaveCount(0);
    const toPay = brandAmount(host, { ...flex.price.total, amount: flex.price.total.amount - voucher });
    await expect(page.getByTestId('cart-total').first()).toHaveText(toPay, { timeout: 20_000 });
    const fareLine = page.getByTestId('cart-fare').first();
    await expect(fareLine).toContainText(flex.name);
    await expect(fareLine).toContainText(f.fares!.refundable!);
    await expect(fareLine).toContainText(f.fares!.seatIncluded!);

    const journey = journeyTexts(language);
    await completeTravellers(page, journey, [
      { first: 'Ada', last: 'Lovelace' },
      { first: 'Charles', last: 'Babbage' },
    ]);
    await continueTo(page, journey, 2, journey.checkout('contact.title'));
    await completeContact(page, journey, {
      first: 'Ada',
      last: 'Lovelace',
      email: 'ada@example.com',
      phone: '612345678',
    });
    await continueTo(page, journey, 3, journey.checkout('extras.title'));
    await continueTo(page, journey, 4, journey.payment('step.title'));
    await toReview(page, journey);
    const summary = page.getByTestId('trip-summary');
    await expect(summary).toContainText(flex.name);
    await expect(summary).toContainText(journey.payment('trip.seatTerms.INCLUDED'));
    await expect(page.getByTestId('split-total')).toHaveText(toPay);
  });
}
