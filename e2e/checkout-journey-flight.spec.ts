import { expect, test } from '@playwright/test';
import { ordersOf } from './support/cart-api';
import { stepHeading } from './support/checkout';
import {
  cartOfPage,
  checkpoint,
  completeContact,
  completeTravellers,
  confirmToHostedPage,
  continueTo,
  expectConfirmed,
  journeyTexts,
  reloadKeeps,
  toReview,
} from './support/journey';
import { reserveFirstFlight, searchFromLanding } from './support/journey-search';
import type { JourneyBrand } from './support/journey-search';
import { CARDS, payOnHostedPage } from './support/payment-pages';
import { ONCE } from './support/viewports';

/** Issue 7: a flight (F) bought on `localhost` (English, EUR) from the landing page to the confirmation. */
const BRAND: JourneyBrand = {
  host: 'localhost',
  language: 'en',
  product: 'F',
  departure: { term: 'mad', pick: 'Madrid', shown: /^Madrid/ },
  destination: { term: 'fco', pick: '(FCO)', shown: /\(FCO\)/ },
  children: [7],
};
const texts = journeyTexts('en');
const t = texts.checkout;
const p = texts.payment;

// Once, at 1280 px: the purchase at 390 px is proven for every product by e2e/price-truth.spec.ts, and the
// checkpoints save every step's screenshots at both widths.

test(
  'F on localhost: landing search, a flight, travellers with documents, extras, card payment, confirmation',
  ONCE,
  async ({ page, request }, testInfo) => {
    test.setTimeout(300_000);
    await searchFromLanding(page, BRAND, texts);
    await reserveFirstFlight(page, 'en', 'F');

    // Step 1: 2 adults and the 7-year-old, each with a passport (a flight needs documents). The cart summary
    // counts down to expiry; a reload before Continue keeps the whole party typed so far (the draft).
    await expect(page.getByRole('timer')).toHaveText(/^\d{2}:\d{2}$/);
    await completeTravellers(page, texts, [
      { first: 'Ada', last: 'Lovelace' },
      { first: 'Charles', last: 'Babbage' },
      { first: 'Kit', last: 'Lovelace' },
    ]);
    await reloadKeeps(page, t('travellers.title'), async () => {
      const child = page.getByRole('group', { name: t('travellers.child', { number: 3, age: 7 }) });
      await expect(child.getByLabel(t('travellers.firstName'), { exact: true })).toHaveValue('Kit');
    });
    await checkpoint(page, testInfo, 'journey-f-1-travellers');
    await continueTo(page, texts, 2, t('contact.title'));
    await reloadKeeps(page, t('contact.title'), async () => {
      await page.goto(page.url().replace('checkoutStep=2', 'checkoutStep=1'));
      await expect(page.getByLabel(t('travellers.firstName')).first()).toHaveValue('Ada');
      await page.goBack();
    });

    // Step 2: contact; a reload before continuing keeps what was typed.
    await completeContact(page, texts, {
      first: 'Ada',
      last: 'Lovelace',
      email: 'ada@example.com',
      phone: '20 7946 0958',
    });
    await reloadKeeps(page, t('contact.title'), async () => {
      await expect(page.getByLabel(t('contact.email'))).toHaveValue('ada@example.com');
    });
    await checkpoint(page, testInfo, 'journey-f-2-contact');
    await continueTo(page, texts, 3, t('extras.title'));

    // Step 3: a checked bag changes the total; a reload keeps it and the special request typed.
    const total = page.getByTestId('cart-total');
    const before = (await total.first().textContent()) ?? '';
    const addBag = page.getByRole('button', { name: t('extras.addNamed', { name: 'Checked bag' }) });
    await addBag.click();
    const removeBag = page.getByRole('button', { name: t('extras.removeNamed', { name: 'Checked bag' }) });
    await expect(removeBag).toBeVisible();
    await expect(total.first()).not.toHaveText(before);
    const specialRequest = page.getByLabel(t('extras.specialRequest'));
    await specialRequest.fill('Window seats together, please.');
    await reloadKeeps(page, t('extras.title'), async () => {
      await expect(removeBag).toBeVisible();
      await expect(specialRequest).toHaveValue('Window seats together, please.');
    });
    await checkpoint(page, testInfo, 'journey-f-3-extras');
    await continueTo(page, texts, 4, p('step.title'));

    // Step 4: the card is the way to pay (not signed in: no points).
    await expect(page.getByText(p('methods.cardHosted'))).toBeVisible();
    await reloadKeeps(page, p('step.title'), () => expect(page.getByText(p('methods.cardHosted'))).toBeVisible());
    await checkpoint(page, testInfo, 'journey-f-4-payment');
    await toReview(page, texts);

    // Step 5: review shows what was entered; a reload keeps it.
    await expect(page.getByText('Ada Lovelace', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/ada@example\.com/)).toBeVisible();
    await reloadKeeps(page, p('review.title'), () => expect(page.getByText(/ada@example\.com/)).toBeVisible());
    await checkpoint(page, testInfo, 'journey-f-5-review');
    await confirmToHostedPage(page, texts);
    await checkpoint(page, testInfo, 'journey-f-hosted-card');
    await payOnHostedPage(page, CARDS.success);

    const orderNumber = await expectConfirmed(page, texts);
    await checkpoint(page, testInfo, 'journey-f-confirmation');
    const orders = await ordersOf(request, cartOfPage(page));
    expect(orders.map((order) => [order.orderNumber, order.status])).toEqual([[orderNumber, 'CONFIRMED']]);
    await expect(stepHeading(page, p('review.title'))).toHaveCount(0);
  },
);
