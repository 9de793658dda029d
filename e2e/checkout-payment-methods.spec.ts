import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { brandUrl } from './support/brands';
import { checkoutUrl, createStayCart, fillTravellersAndContact, ordersOf, testToken } from './support/cart-api';
import { acceptCookies, acceptTermsAndConfirm, CARDS, payOnHostedPage, paymentTexts } from './support/payment-pages';
import { saveScreens } from './support/screenshots';

/** The localhost brand's customPointsLabel. */
const MILES = 'Wayfare Miles';

/** Issue 7: points + card on the points brand (localhost) and a voucher on tophotel.localhost (Italian). */

test('points and card: slider, split on review and confirmation @viewport-independent', async ({
  page,
  context,
  request,
}) => {
  // A sign-in, axe, screenshots and a hosted payment: more than the default 30 s on a busy machine.
  test.slow();
  const t = paymentTexts('en');
  await acceptCookies(context, 'localhost');
  // Sign in as the 50,000-point member (spec §4 external sign-in with the developer panel's test token).
  const token = await testToken(request, 'Member - 50,000 points');
  await page.goto(brandUrl('localhost', `/?a=${encodeURIComponent(token)}`));
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'auth-token')).toBe(true);

  const ref = await createStayCart(request, {
    domainName: 'localhost',
    productType: 'H',
    businessProfileId: 'BP-WAYFARE-H',
    language: 'en',
  });
  await fillTravellersAndContact(request, ref);
  await page.goto(brandUrl('localhost', checkoutUrl(ref, 4)));

  const slider = page.getByRole('slider', { name: t('points.sliderLabel', { label: MILES }) });
  await expect(slider).toBeVisible();
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('100');
  // An exact amount: 5,000 points are worth €50.00 at 0.01 per point.
  const exact = page.getByLabel(t('points.inputLabel', { label: MILES }));
  await exact.fill('5000');
  await exact.blur();
  await expect(slider).toHaveValue('5000');
  await expect(page.getByTestId('points-outcome')).toContainText('€50.00');
  await expectNoSeriousA11yViolations(page);
  await saveScreens(page, 'checkout-payment-points');

  // A reload keeps the choice (checkout draft).
  await page.reload();
  await expect(slider).toHaveValue('5000');
  await page.getByRole('button', { name: t('step.next') }).click();
  await expect(page.getByText('5,000 Wayfare Miles')).toBeVisible();
  await expect(page.getByText('−€50.00')).toBeVisible();
  await saveScreens(page, 'checkout-review-points');
  await acceptTermsAndConfirm(page, t('terms.accept'));
  await payOnHostedPage(page, CARDS.success);
  await expect(page).toHaveURL(/payment=success/);
  await expect(page.getByTestId('order-status')).toHaveText(t('confirmation.status.CONFIRMED'));
  // In the page, not the header's balance (45,000 Wayfare Miles after paying).
  await expect(page.getByRole('main').getByText('5,000 Wayfare Miles')).toBeVisible();
  await expect(page.getByText(t('split.card'))).toBeVisible();
  const [order] = await ordersOf(request, ref);
  expect(order!.totals.pointsUsed).toBe(5000);
});

test('a voucher on tophotel: apply, remove, apply again and pay @viewport-independent', async ({
  page,
  context,
  request,
}) => {
  // A sign-in, axe, screenshots and a hosted payment: more than the default 30 s on a busy machine.
  test.slow();
  const t = paymentTexts('it');
  const host = 'tophotel.localhost';
  await acceptCookies(context, host);
  const ref = await createStayCart(request, {
    domainName: host,
    productType: 'H',
    businessProfileId: 'BP-TOPHOTEL-H',
    language: 'it',
  });
  await fillTravellersAndContact(request, ref);
  await page.goto(brandUrl(host, checkoutUrl(ref, 4)));

  const code = page.getByLabel(t('voucher.label'));
  await code.fill('NOPE1234');
  await page.getByRole('button', { name: t('voucher.apply') }).click();
  await expect(page.getByRole('alert').filter({ hasText: t('voucher.errors.unknown') })).toBeVisible();

  await code.fill('welcome20');
  await page.getByRole('button', { name: t('voucher.apply') }).click();
  await expect(page.getByTestId('voucher-applied')).toContainText('WELCOME20');
  await expect(page.getByText(t('split.voucher'))).toBeVisible();
  await page.getByRole('button', { name: t('voucher.remove') }).click();
  await expect(page.getByTestId('voucher-applied')).toHaveCount(0);
  await expect(page.getByText(t('split.voucher'))).toHaveCount(0);
  await code.fill('WELCOME20');
  await code.press('Enter');
  await expect(page.getByTestId('voucher-applied')).toContainText('WELCOME20');
  await expectNoSeriousA11yViolations(page);
  await saveScreens(page, 'checkout-payment-voucher');

  await page.getByRole('button', { name: t('step.next') }).click();
  await expect(page.getByText(t('review.voucher', { code: 'WELCOME20' }))).toBeVisible();
  await acceptTermsAndConfirm(page, t('terms.accept'));
  await payOnHostedPage(page, CARDS.success);
  await expect(page.getByTestId('order-status')).toHaveText(t('confirmation.status.CONFIRMED'));
  await expect(page.getByText(t('split.voucher'))).toBeVisible();
  const [order] = await ordersOf(request, ref);
  // €20.00 in minor units (issue 13: every amount is in cents).
  expect(order!.totals.paidWithVoucher.amount).toBe(2000);
});
