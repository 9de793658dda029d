import { expect, test } from '@playwright/test';
import { ordersOf } from './support/cart-api';
import { cartOfPage, completeCheckout, journeyTexts, payByCard } from './support/journey';
import { reserveFirstStay, searchFromLanding } from './support/journey-search';
import type { JourneyTexts } from './support/journey';
import type { JourneyBrand } from './support/journey-search';
import { ONCE } from './support/viewports';

/** Issue 7: a stay (HGH on tophotel, Italian) and a package (DP on club, French, CHF) from landing to confirmation. */
const JOURNEYS: { brand: JourneyBrand; name: string; people: [string, string][]; email: string }[] = [
  {
    brand: {
      host: 'tophotel.localhost',
      language: 'it',
      product: 'HGH',
      destination: { term: 'rom', pick: 'Roma', shown: /Rom/ },
    },
    name: 'journey-hgh',
    people: [
      ['Giulia', 'Bianchi'],
      ['Paolo', 'Bianchi'],
    ],
    email: 'giulia@example.com',
  },
  {
    brand: {
      host: 'club.localhost',
      language: 'fr',
      product: 'DP',
      departure: { term: 'mil', pick: 'Milan', shown: /Mil/ },
      destination: { term: 'rom', pick: 'Rome', shown: /Rom/ },
    },
    name: 'journey-dp',
    people: [
      ['Claire', 'Dubois'],
      ['Luc', 'Dubois'],
    ],
    email: 'claire@example.com',
  },
];

/** Adds the first extra offered on step 3 (insurance or an ancillary), when the brand offers one. */
async function addAnExtra(page: Parameters<typeof completeCheckout>[0], texts: JourneyTexts) {
  const t = texts.checkout;
  const add = page.getByRole('button', { name: new RegExp(`^${t('extras.addNamed', { name: '' })}`) }).first();
  const insurance = page.getByRole('checkbox', {
    name: new RegExp(`^${t('extras.insurance', { price: '' }).split('(')[0]}`),
  });
  if ((await add.count()) > 0) {
    await add.click();
    await expect(
      page.getByRole('button', { name: new RegExp(`^${t('extras.removeNamed', { name: '' })}`) }).first(),
    ).toBeVisible();
  } else if ((await insurance.count()) > 0) {
    await insurance.check();
    await expect(insurance).toBeChecked();
  }
}

for (const journey of JOURNEYS) {
  const texts = journeyTexts(journey.brand.language);

  // Once, at 1280 px: the purchase at 390 px is proven for every product by e2e/price-truth.spec.ts, and the
  // checkpoints save every step's screenshots at both widths.
  test(
    `${journey.brand.product} on ${journey.brand.host}: landing search, a stay and its room, checkout, card payment, confirmation`,
    ONCE,
    async ({ page, request }, testInfo) => {
      test.setTimeout(300_000);
      await searchFromLanding(page, journey.brand, texts);
      await reserveFirstStay(page, journey.brand.language, journey.brand.product);
      const [lead] = journey.people;
      await completeCheckout(page, testInfo, texts, {
        name: journey.name,
        travellers: journey.people.map(([first, last]) => ({ first, last })),
        contact: { first: lead![0], last: lead![1], email: journey.email, phone: '3331234567' },
        extras: () => addAnExtra(page, texts),
      });
      const orderNumber = await payByCard(page, testInfo, texts, journey.name);
      const orders = await ordersOf(request, cartOfPage(page));
      expect(orders.map((order) => [order.orderNumber, order.status])).toEqual([[orderNumber, 'CONFIRMED']]);
    },
  );
}
