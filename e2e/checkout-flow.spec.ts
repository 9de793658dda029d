import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brands';
import { checkoutUrl, createStayCart, fillTravellersAndContact } from './support/cart-api';
import { checkoutTexts, createFlightCart, expireCart, stepHeading } from './support/checkout';
import { acceptCookies } from './support/payment-pages';
import { ONCE } from './support/viewports';

/** Issue 7, checkout step guards with a flight cart made through the API on `localhost` (English, EUR). */
const HOST = 'localhost';
const t = checkoutTexts('en');
const F_CART = { domainName: HOST, productType: 'F', businessProfileId: 'BP-WAYFARE-F', language: 'en' } as const;

test.beforeEach(async ({ context }) => acceptCookies(context, HOST));
// Drafts, saved steps and step guards are the same at every width; the checkout on phones is proven by the price
// truth journeys (e2e/price-truth.spec.ts), which run at 390 px.

// Typing travellers, contact and extras, their drafts surviving a reload, the special request, the countdown and
// saved steps coming back from the API are checked along the F purchase in checkout-journey-flight.spec.ts.

test('a birth date that does not match the searched age is refused', ONCE, async ({ page, request }) => {
  const ref = await createFlightCart(request, F_CART);
  await page.goto(brandUrl(HOST, checkoutUrl(ref, 1)));
  const child = page.getByRole('group', { name: t('travellers.child', { number: 3, age: 7 }) });
  await child.getByLabel(t('travellers.birthDate')).fill('2010-01-01');
  await page.getByRole('button', { name: t('actions.continue') }).click();
  await expect(child.getByText(t('validation.birthDate.childAgeMismatch', { age: 7 }))).toBeVisible();
  await expect(page).toHaveURL(/checkoutStep=1/);
});

test("the contact step's intro keeps its distance from the first field", ONCE, async ({ page, request }) => {
  const ref = await createStayCart(request, { ...F_CART, productType: 'H', businessProfileId: 'BP-WAYFARE-H' });
  await fillTravellersAndContact(request, ref);
  await page.goto(brandUrl(HOST, checkoutUrl(ref, 2)));
  await expect(stepHeading(page, t('contact.title'))).toBeVisible();
  const intro = await page.getByText(t('contact.intro')).boundingBox();
  const label = await page.getByText(t('contact.firstName'), { exact: true }).first().boundingBox();
  // The first label sat right against the intro (0 px) at every width.
  expect(label!.y - (intro!.y + intro!.height)).toBeGreaterThanOrEqual(12);
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

test('the step indicator keeps its distance from the step under it', async ({ page, request }) => {
  const ref = await createFlightCart(request, F_CART);
  await page.goto(brandUrl(HOST, checkoutUrl(ref, 1)));
  await expect(stepHeading(page, t('travellers.title'))).toBeVisible();
  const gap = await page.getByRole('navigation', { name: t('steps.label') }).evaluate((steps) => {
    const next = steps.nextElementSibling;
    return next ? next.getBoundingClientRect().top - steps.getBoundingClientRect().bottom : null;
  });
  // The first step's panel sat flush against the indicator (0 px) at every width.
  expect(gap).toBeGreaterThanOrEqual(16);
});
