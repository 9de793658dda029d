import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../apps/api/test/pdf-text';
import { brandUrl } from './support/brands';
import { acceptTechnicalCookies } from './support/flights';
import { accessTokenFor, bookFreeCancellationStay, tripsTexts } from './support/trips';
import { ONCE } from './support/viewports';

// Issue 18: after the booking. A member finds the trip in My trips and cancels it within the free period;
// a guest opens the order from the confirmation with number and email; a wrong email gets no hint.
test.beforeEach(() => test.slow());

const SCREENS = '/work/notes/screens-g';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
}

// Once: shoot() captures both widths itself.
test(
  'a member sees the trip in My trips, cancels it for free and sees the refund',
  ONCE,
  async ({ page, context, request }, testInfo) => {
    const t = tripsTexts('en');
    const accessToken = await accessTokenFor(request, 'Member - 50,000 points', 'localhost');
    const { orderNumber } = await bookFreeCancellationStay(
      request,
      { domainName: 'localhost', businessProfileId: 'BP-WAYFARE-H', language: 'en' },
      { accessToken, points: 2_000 },
    );
    await acceptTechnicalCookies(page, 'localhost');
    await context.addCookies([{ name: 'auth-token', value: accessToken, domain: 'localhost', path: '/' }]);

    await page.goto(brandUrl('localhost', '/trips'));
    await expect(page.getByRole('heading', { level: 1, name: t('list.title') })).toBeVisible();
    await page
      .getByTestId('trips-upcoming')
      .getByRole('link', { name: new RegExp(orderNumber) })
      .click();

    await expect(page.getByTestId('trip-order-number')).toHaveText(orderNumber);
    await expect(page.getByTestId('trip-status')).toHaveText(t('status.CONFIRMED'));
    await expect(page.getByTestId('trip-travellers')).toContainText('Anna Rossi');
    await expect(page.getByTestId('trip-travellers')).toContainText('Marco Rossi');
    await expect(page.getByTestId('cancellation-term').first()).toContainText(
      t('cancel.kind.FREE_until', { date: '' }).trim(),
    );
    if (testInfo.project.name === 'desktop') await shoot(page, 'order-localhost');

    // The voucher is a real PDF whose text has the order number and the travellers' names.
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t('voucher.download') }).click();
    const pdf = await readFile((await (await pdfDownload).path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [orderNumber, 'Anna Rossi', 'Marco Rossi']) expect(text).toContain(expected);

    const icsDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: t('voucher.calendar') }).click();
    const ics = await readFile((await (await icsDownload).path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(orderNumber);

    await page.getByRole('button', { name: t('cancel.button') }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: t('cancel.confirmTitle') })).toBeVisible();
    await dialog.getByRole('button', { name: t('cancel.confirm') }).click();
    await expect(page.getByTestId('trip-status')).toHaveText(t('status.CANCELLED'));
    await expect(page.getByTestId('refund')).toContainText('2,000');
    if (testInfo.project.name === 'desktop') await shoot(page, 'order-localhost-cancelled');
  },
);

test(
  'a guest opens the order from the confirmation with number and email; a wrong email gets no hint',
  ONCE,
  async ({ page, request }, testInfo) => {
    const t = tripsTexts('it');
    const { ref, orderNumber } = await bookFreeCancellationStay(request, {
      domainName: 'tophotel.localhost',
      businessProfileId: 'BP-TOPHOTEL-H',
      language: 'it',
    });
    await acceptTechnicalCookies(page, 'tophotel.localhost');
    await page.goto(
      brandUrl('tophotel.localhost', `/checkout/confirmation?cartId=${ref.cartId}&requestUuid=${ref.requestUuid}`),
    );
    await page.getByTestId('manage-order').click();

    await expect(page.getByLabel(t('find.orderNumber'))).toHaveValue(orderNumber);
    await page.getByLabel(t('find.email')).fill('someone.else@example.com');
    await page.getByRole('button', { name: t('find.submit') }).click();
    await expect(page.getByTestId('find-error')).toHaveText(t('find.notFound'));

    // A made-up number gets exactly the same message.
    await page.getByLabel(t('find.orderNumber')).fill('WF-AAAAAAAA');
    await page.getByLabel(t('find.email')).fill('anna@example.com');
    await page.getByRole('button', { name: t('find.submit') }).click();
    await expect(page.getByTestId('find-error')).toHaveText(t('find.notFound'));

    await page.getByLabel(t('find.orderNumber')).fill(orderNumber.toLowerCase());
    await page.getByRole('button', { name: t('find.submit') }).click();
    await expect(page.getByTestId('trip-order-number')).toHaveText(orderNumber);
    await expect(page.getByTestId('trip-travellers')).toContainText('Anna Rossi');
    // A reload keeps the order for this tab (sessionStorage), without the email in the address.
    await page.reload();
    await expect(page.getByTestId('trip-order-number')).toHaveText(orderNumber);
    expect(page.url()).not.toContain('example.com');
    if (testInfo.project.name === 'desktop') await shoot(page, 'order-tophotel');
  },
);
