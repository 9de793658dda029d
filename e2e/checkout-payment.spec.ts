import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { brandUrl } from './support/brands';
import { checkoutUrl, createStayCart, fillTravellersAndContact, ordersOf } from './support/cart-api';
import type { CartRef } from './support/cart-api';
import { acceptCookies, acceptTermsAndConfirm, CARDS, payOnHostedPage, paymentTexts } from './support/payment-pages';
import { saveScreens } from './support/screenshots';
import { ONCE } from './support/viewports';

/** Issue 7, checkout steps 4-5 and the confirmation on `localhost` (English) with a stay cart made through the API. */
const t = paymentTexts('en');
const HOST = 'localhost';

test.beforeEach(async ({ context }) => {
  await acceptCookies(context, HOST);
});

async function readyCart(request: Parameters<typeof createStayCart>[0]): Promise<CartRef> {
  const ref = await createStayCart(request, {
    domainName: HOST,
    productType: 'H',
    businessProfileId: 'BP-WAYFARE-H',
    language: 'en',
  });
  await fillTravellersAndContact(request, ref);
  return ref;
}

/** From step 4 to the hosted card page: continue, accept the terms, confirm. */
async function confirmFromPayment(page: Page, ref: CartRef) {
  await page.goto(brandUrl(HOST, checkoutUrl(ref, 4)));
  await expect(page.getByRole('heading', { level: 2, name: t('step.title') })).toBeVisible();
  await page.getByRole('button', { name: t('step.next') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('review.title') })).toBeVisible();
  await acceptTermsAndConfirm(page, t('terms.accept'));
}

const confirmed = async (page: Page) => {
  await expect(page).toHaveURL(/\/checkout\/confirmation\?.*payment=success/);
  await expect(page.getByTestId('order-status')).toHaveText(t('confirmation.status.CONFIRMED'));
  await expect(page.getByRole('heading', { level: 1, name: t('confirmation.heading.confirmed') })).toBeVisible();
};

// Outcomes of the card and order calls: once. The last test keeps both widths (the payment and review screens).
test('pays by card on the hosted page and shows the confirmed order', ONCE, async ({ page, request }) => {
  const ref = await readyCart(request);
  await confirmFromPayment(page, ref);
  await payOnHostedPage(page, CARDS.success);
  await confirmed(page);
  const orders = await ordersOf(request, ref);
  expect(orders).toHaveLength(1);
  await expect(page.getByTestId('order-number')).toHaveText(orders[0]!.orderNumber);
});

test('a declined card then a good one ends in one confirmed order @viewport-independent', async ({ page, request }) => {
  // Three axe runs, six screenshots and a hosted payment: more than the default 30 s on a busy machine.
  test.slow();
  const ref = await readyCart(request);
  await confirmFromPayment(page, ref);
  await payOnHostedPage(page, CARDS.decline);
  await expect(page).toHaveURL(/payment=declined/);
  await expect(page.getByRole('heading', { level: 1, name: t('confirmation.heading.declined') })).toBeVisible();
  await expect(page.getByText(t('confirmation.declined.title'))).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('retry-payment').click();
  await expect(page.getByText('Your card was declined. Try another card.')).toBeVisible();
  await payOnHostedPage(page, CARDS.success);
  await confirmed(page);
  const orders = await ordersOf(request, ref);
  expect(orders.map((order) => order.status)).toEqual(['CONFIRMED']);
});

test('passes a 3-D Secure challenge @viewport-independent', async ({ page, request }) => {
  const ref = await readyCart(request);
  await confirmFromPayment(page, ref);
  await payOnHostedPage(page, CARDS.challenge);
  await expect(page).toHaveURL(/\/challenge$/);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await confirmed(page);
});

test('a double-clicked confirm makes one order @viewport-independent', async ({ page, request }) => {
  const ref = await readyCart(request);
  await page.goto(brandUrl(HOST, checkoutUrl(ref, 5)));
  await page.getByRole('checkbox', { name: new RegExp(t('terms.accept')) }).check({ position: { x: 10, y: 10 } });
  await page.getByTestId('confirm-and-pay').dblclick();
  await expect(page).toHaveURL(/\/payment\/hosted\//);
  expect(await ordersOf(request, ref)).toHaveLength(1);
  await payOnHostedPage(page, CARDS.success);
  await confirmed(page);
  expect(await ordersOf(request, ref)).toHaveLength(1);
});

test('asks for the terms before confirming', ONCE, async ({ page, request }) => {
  const ref = await readyCart(request);
  await page.goto(brandUrl(HOST, checkoutUrl(ref, 5)));
  await page.getByTestId('confirm-and-pay').click();
  await expect(page.getByRole('alert').filter({ hasText: t('terms.required') })).toBeVisible();
  expect(await ordersOf(request, ref)).toHaveLength(0);
});

/** The outline colour of `target` after a keyboard move onto it (Shift+Tab then Tab: :focus-visible). */
async function keyboardRing(target: Locator): Promise<string> {
  await target.focus();
  await target.page().keyboard.press('Shift+Tab');
  await target.page().keyboard.press('Tab');
  return target.evaluate((element) =>
    element === document.activeElement ? getComputedStyle(element).outlineColor : '',
  );
}

test('the terms links read as the sentence, underlined, and ring in the brand focus colour @viewport-independent', async ({
  page,
  request,
}) => {
  const ref = await readyCart(request);
  await page.goto(brandUrl(HOST, checkoutUrl(ref, 5)));
  const kitRing = await keyboardRing(page.getByTestId('confirm-and-pay'));
  expect(kitRing).not.toBe('');
  for (const name of [t('terms.link'), t('terms.privacy')]) {
    const link = page.getByRole('link', { name, exact: true });
    // They were the browser's blue with its thin black ring on every brand.
    expect(await keyboardRing(link)).toBe(kitRing);
    const [own, sentence] = await link.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(element.parentElement!).color,
    ]);
    expect(own).toBe(sentence);
  }
});

test('steps 4, 5 and the confirmation survive a reload, are axe clean and are captured', async ({ page, request }) => {
  // Three axe runs, six screenshots and a hosted payment: more than the default 30 s on a busy machine.
  test.slow();
  const ref = await readyCart(request);
  await page.goto(brandUrl(HOST, checkoutUrl(ref, 4)));
  await expect(page.getByRole('heading', { level: 3, name: t('methods.title') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: t('split.title') })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreens(page, 'checkout-payment');

  await page.getByRole('button', { name: t('step.next') }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: t('review.title') })).toBeVisible();
  await expect(page.getByText('Anna Rossi', { exact: true })).toBeVisible();
  await expect(page.getByText(/anna@example\.com/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await saveScreens(page, 'checkout-review');

  await acceptTermsAndConfirm(page, t('terms.accept'));
  await payOnHostedPage(page, CARDS.success);
  await confirmed(page);
  const orderNumber = await page.getByTestId('order-number').textContent();
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber!);
  await expect(page.getByTestId('order-status')).toHaveText(t('confirmation.status.CONFIRMED'));
  await expectNoSeriousA11yViolations(page);
  await saveScreens(page, 'checkout-confirmation');
});
