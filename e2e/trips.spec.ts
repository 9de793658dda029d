import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../apps/api/test/pdf-text';
import { brandUrl } from './support/brands';
import { acceptTechnicalCookies } from './support/flights';
import { accessTokenFor, bookFreeCancellationStay, bookFreeFlight, tripsTexts } from './support/trips';
import type { BookedStay } from './support/trips';
import { ONCE } from './support/viewports';

// Issue 18: after the booking, on every demo brand that sells trips. A member (brands with single sign-on) finds the
// trip in My trips, downloads the voucher and cancels it within the free period; a guest opens the order from the
// confirmation with number and email; a wrong email gets no hint. The bookings are made through the API (the booking
// journey has its own specs); desktop only, the screens' widths are covered by the screenshots of localhost.
test.beforeEach(() => test.slow());

const SCREENS = '/work/notes/screens-g';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png`, fullPage: true, animations: 'disabled' });
  }
}

/** Brands with single sign-on and the test token of one of their members (seed/test-tokens.json). */
const MEMBER_BRANDS = [
  { host: 'localhost', language: 'en', member: 'Member - 50,000 points', businessProfileId: 'BP-WAYFARE-H' },
  { host: 'club.localhost', language: 'fr', member: 'Club member', businessProfileId: 'BP-CLUB-H' },
] as const;

/** Every demo brand: a free-cancellation stay where the brand sells stays, a voucher-paid free flight otherwise. */
const GUEST_BRANDS: readonly {
  host: string;
  language: string;
  book: (request: APIRequestContext) => Promise<BookedStay>;
}[] = [
  { host: 'localhost', language: 'en', book: (request) => stayOn(request, 'localhost', 'BP-WAYFARE-H', 'en') },
  {
    host: 'tophotel.localhost',
    language: 'it',
    book: (request) => stayOn(request, 'tophotel.localhost', 'BP-TOPHOTEL-H', 'it'),
  },
  { host: 'club.localhost', language: 'fr', book: (request) => stayOn(request, 'club.localhost', 'BP-CLUB-H', 'fr') },
  { host: 'freeflight.localhost', language: 'es', book: bookFreeFlight },
];

const stayOn = (request: APIRequestContext, domainName: string, businessProfileId: string, language: string) =>
  bookFreeCancellationStay(request, { domainName, businessProfileId, language });

/** "2,000", "2 000" or "2.000": the points refunded, grouped the brand's way. */
const TWO_THOUSAND = /2[\s\u202f\u00a0.,’']?000/;

for (const brand of MEMBER_BRANDS) {
  test(
    `${brand.host}: a member sees the trip in My trips, downloads the voucher, cancels it for free and sees the refund`,
    ONCE,
    async ({ page, context, request }, testInfo) => {
      const t = tripsTexts(brand.language);
      const accessToken = await accessTokenFor(request, brand.member, brand.host);
      const { orderNumber } = await bookFreeCancellationStay(
        request,
        { domainName: brand.host, businessProfileId: brand.businessProfileId, language: brand.language },
        { accessToken, points: 2_000 },
      );
      await acceptTechnicalCookies(page, brand.host);
      await context.addCookies([{ name: 'auth-token', value: accessToken, domain: brand.host, path: '/' }]);

      await page.goto(brandUrl(brand.host, '/trips'));
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
      const shots = brand.host === 'localhost' && testInfo.project.name === 'desktop';
      if (shots) await shoot(page, 'order-localhost');

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
      await expect(page.getByTestId('refund')).toContainText(TWO_THOUSAND);
      if (shots) await shoot(page, 'order-localhost-cancelled');
    },
  );
}

for (const brand of GUEST_BRANDS) {
  test(
    `${brand.host}: a guest opens the order from the confirmation with number and email; a wrong email gets no hint`,
    ONCE,
    async ({ page, request }, testInfo) => {
      const t = tripsTexts(brand.language);
      const { ref, orderNumber } = await brand.book(request);
      await acceptTechnicalCookies(page, brand.host);
      await page.goto(
        brandUrl(brand.host, `/checkout/confirmation?cartId=${ref.cartId}&requestUuid=${ref.requestUuid}`),
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
      if (brand.host === 'tophotel.localhost' && testInfo.project.name === 'desktop') {
        await shoot(page, 'order-tophotel');
      }
    },
  );
}
