import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { brandUrl } from './support/brands';
import { checkoutUrl } from './support/cart-api';
import { checkoutTexts, createFlightCart, expireCart, fillTraveller, stepHeading } from './support/checkout';
import { acceptCookies } from './support/payment-pages';
import { saveScreens } from './support/screenshots';
import { ONCE } from './support/viewports';

/** Issue 7, checkout steps 1-3 (travellers, contact, extras) with a flight cart on `localhost` (English, EUR). */
const HOST = 'localhost';
const t = checkoutTexts('en');
const F_CART = { domainName: HOST, productType: 'F', businessProfileId: 'BP-WAYFARE-F', language: 'en' } as const;

test.beforeEach(async ({ context }) => acceptCookies(context, HOST));
// Drafts, saved steps and step guards are the same at every width; the checkout on phones is proven by the price
// truth journeys (e2e/price-truth.spec.ts), which run at 390 px.

test(
  'travellers, contact and extras are saved, survive reloads and lead to payment',
  ONCE,
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const ref = await createFlightCart(request, F_CART);
    await page.goto(brandUrl(HOST, checkoutUrl(ref, 1)));
    await expect(stepHeading(page, t('travellers.title'))).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^\d{2}:\d{2}$/);
    await expectNoSeriousA11yViolations(page);

    const adult1 = page.getByRole('group', { name: t('travellers.adult', { number: 1 }) });
    const adult2 = page.getByRole('group', { name: t('travellers.adult', { number: 2 }) });
    const child = page.getByRole('group', { name: t('travellers.child', { number: 3, age: 7 }) });
    await fillTraveller(page, adult1, t, { first: 'Ada', last: 'Lovelace', needsDocument: true });
    // A reload keeps what was typed but not saved yet (the draft).
    await page.reload();
    await expect(adult1.getByLabel(t('travellers.firstName'))).toHaveValue('Ada');
    await fillTraveller(page, adult2, t, { first: 'Charles', last: 'Babbage', needsDocument: true });
    await fillTraveller(page, child, t, { first: 'Kit', last: 'Lovelace', needsDocument: true });
    await saveScreens(page, 'checkout-1-travellers');
    await page.getByRole('button', { name: t('actions.continue') }).click();

    await expect(stepHeading(page, t('contact.title'))).toBeVisible();
    await expect(page).toHaveURL(/checkoutStep=2/);
    await page.getByLabel(t('contact.firstName')).fill('Ada');
    await page.getByLabel(t('contact.lastName')).fill('Lovelace');
    await page.getByLabel(t('contact.email')).fill('ada@example.com');
    await page.reload();
    await expect(page.getByLabel(t('contact.email'))).toHaveValue('ada@example.com');
    await page.getByLabel(t('contact.phone')).fill('20 7946 0958');
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, 'checkout-2-contact');
    await page.getByRole('button', { name: t('actions.continue') }).click();

    await expect(stepHeading(page, t('extras.title'))).toBeVisible();
    const total = page.getByTestId('cart-total');
    const before = await total.textContent();
    await page.getByRole('button', { name: t('extras.addNamed', { name: 'Checked bag' }) }).click();
    await expect(total).not.toHaveText(before ?? '');
    await expect(page.getByRole('button', { name: t('extras.removeNamed', { name: 'Checked bag' }) })).toBeVisible();
    await page.getByLabel(t('extras.specialRequest')).fill('Window seats together, please.');
    await page.reload();
    await expect(page.getByLabel(t('extras.specialRequest'))).toHaveValue('Window seats together, please.');
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, 'checkout-3-extras');
    await page.getByRole('button', { name: t('actions.continue') }).click();
    await expect(page).toHaveURL(/checkoutStep=4/);

    // Saved data comes back from the API on the earlier steps.
    await page.goto(brandUrl(HOST, checkoutUrl(ref, 1)));
    await expect(child.getByLabel(t('travellers.firstName'))).toHaveValue('Kit');
  },
);

test('a birth date that does not match the searched age is refused', ONCE, async ({ page, request }) => {
  const ref = await createFlightCart(request, F_CART);
  await page.goto(brandUrl(HOST, checkoutUrl(ref, 1)));
  const child = page.getByRole('group', { name: t('travellers.child', { number: 3, age: 7 }) });
  await child.getByLabel(t('travellers.birthDate')).fill('2010-01-01');
  await page.getByRole('button', { name: t('actions.continue') }).click();
  await expect(child.getByText(t('validation.birthDate.childAgeMismatch', { age: 7 }))).toBeVisible();
  await expect(page).toHaveURL(/checkoutStep=1/);
});

test('a step beyond the saved data leads to the first incomplete step', ONCE, async ({ page, request }) => {
  const ref = await createFlightCart(request, F_CART);
  await page.goto(brandUrl(HOST, checkoutUrl(ref, 4)));
  await expect(stepHeading(page, t('travellers.title'))).toBeVisible();
  await expect(page).toHaveURL(/checkoutStep=1/);
});

test('an expired cart lands on /expired-session with a way to search again', ONCE, async ({ page, request }) => {
  const ref = await createFlightCart(request, F_CART);
  await page.goto(brandUrl(HOST, checkoutUrl(ref, 1)));
  await expect(stepHeading(page, t('travellers.title'))).toBeVisible();
  await expireCart(request, ref);
  await page.reload();
  await expect(page).toHaveURL(/\/expired-session$/);
  const searchAgain = page.getByRole('button', { name: 'Search again' });
  await expect(searchAgain).toBeVisible();
  await searchAgain.click();
  await expect(page).toHaveURL(brandUrl(HOST, '/'));
});

test('a checkout link without a cart explains and links home', ONCE, async ({ page }) => {
  await page.goto(brandUrl(HOST, '/checkout?checkoutStep=2'));
  await expect(page.getByRole('heading', { level: 1, name: t('missingCart.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('missingCart.cta') })).toHaveAttribute('href', '/');
});
