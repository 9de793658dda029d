import { waitForHydration } from './support/hydration';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from '@wayfare/contract';
import { API_ORIGIN, DEMO_BRANDS, brandUrl } from './support/brands';
import { checkoutUrl, createStayCart, fillTravellersAndContact } from './support/cart-api';
import type { CartRef } from './support/cart-api';
import { checkoutTexts, stepHeading } from './support/checkout';
import { flightQuery, texts as flightTexts, urlDate as flightDate } from './support/flights';
import { paymentTexts } from './support/payment-pages';
import { saveScreens } from './support/screenshots';
import { STAY_BRANDS, cards, openBrand, stayTexts, textPattern, urlDate } from './support/stays';
import { bookFreeCancellationStay, bookFreeFlight } from './support/trips';

/**
 * Issue 19 item 9: no screen shows a raw code ("SEA_VIEW", "ALL_INCLUSIVE"): facet values, amenities and
 * characteristics read as words in the brand's language. Checked on every demo brand (atlas.localhost, the
 * studio's, too): the landing, the stays results (with every facet value listed) and a hotel detail, the flight
 * results and a flight detail, each checkout step and the confirmation. Desktop only: the texts are the same at
 * every width.
 */
const RAW_KEY = /[A-Z]+_[A-Z_]+/g;

async function expectNoRawKeys(page: Page) {
  const text = await page.evaluate(() => document.body.innerText);
  expect(text.match(RAW_KEY) ?? []).toEqual([]);
}

/** Barcelona (on the sea, so SEA_VIEW and BEACHFRONT stays exist), sea-view stays only, 3 nights for 2. */
function barcelonaPath(product: string) {
  const departure = product === 'DP' ? 'departure=MIL&' : '';
  return `/${product}?${departure}destination=bcn&outboundDate=${urlDate(60)}&returnDate=${urlDate(63)}&adults=2&chars=SEA_VIEW`;
}

const TRANSPORT = `${API_ORIGIN}/api/services/app/ShoppingTransportService`;
const CART = `${API_ORIGIN}/api/services/app/CartApiService`;

/** freeflight.localhost's cart: one adult, Madrid to Palma one way (within the voucher), set up through the API. */
async function freeFlightCart(request: APIRequestContext): Promise<CartRef> {
  const created = await request.post(`${TRANSPORT}/CreateSearch`, {
    data: {
      departure: 'MAD',
      destination: 'PMI',
      outboundDate: flightDate(30).replace(/(\d{4})(\d{2})(\d{2})/, '$1-$2-$3'),
      adults: 1,
      childrenAges: [],
      productType: 'FF',
      businessProfileId: 'BP-FREEFLIGHT-FF',
      language: 'es',
    },
  });
  const { searchId } = (await created.json()).result as { searchId: string };
  let proposalId = '';
  await expect(async () => {
    const response = await request.post(`${TRANSPORT}/RetrieveProposals?searchId=${searchId}`, {
      data: { staticData: { language: 'es' }, sort: { value: 'PRICE', ascending: true } },
    });
    proposalId = ((await response.json()).result as { proposals: { id: string }[] }).proposals[0]!.id;
  }).toPass({ timeout: 10_000 });
  const cart = await request.post(`${CART}/CreateCart`, {
    data: {
      domainName: 'freeflight.localhost',
      productType: 'FF',
      businessProfileId: 'BP-FREEFLIGHT-FF',
      language: 'es',
      selection: { kind: 'TRANSPORT', proposalId },
    },
  });
  const ref = (await cart.json()).result as CartRef;
  await fillTravellersAndContact(request, ref, { adults: 1, documents: true });
  return ref;
}

/** A Rome stay cart with travellers and contact (steps 1 and 2 filled) on a brand selling stays. */
const stayCart =
  (domainName: string, businessProfileId: string, language: Language) => async (request: APIRequestContext) => {
    const ref = await createStayCart(request, { domainName, productType: 'H', businessProfileId, language });
    await fillTravellersAndContact(request, ref);
    return ref;
  };
const stayBooking =
  (domainName: string, businessProfileId: string, language: Language) => (request: APIRequestContext) =>
    bookFreeCancellationStay(request, { domainName, businessProfileId, language });

/** Every demo brand: a stay where it sells stays, the free flight on freeflight.localhost. */
const CHECKOUT_BRANDS = [
  ['localhost', 'BP-WAYFARE-H', 'en'],
  ['tophotel.localhost', 'BP-TOPHOTEL-H', 'it'],
  ['club.localhost', 'BP-CLUB-H', 'fr'],
  ['atlas.localhost', 'BP-ATLAS-H', 'en'],
]
  .map(([host, profile, language]) => ({
    host: host!,
    language: language as Language,
    product: 'H',
    cart: stayCart(host!, profile!, language as Language),
    book: stayBooking(host!, profile!, language as Language),
  }))
  .concat({
    host: 'freeflight.localhost',
    language: 'es',
    product: 'FF',
    cart: freeFlightCart,
    book: bookFreeFlight,
  });

/** The flight search each brand sells (freeflight.localhost: FF, one adult within the voucher ceiling). */
const FLIGHT_PATHS: Record<string, string> = {
  localhost: `/F?${flightQuery('F')}`,
  'club.localhost': `/F?${flightQuery('F')}`,
  'freeflight.localhost': `/FF?product=FF&departure=MAD&destination=pmi&outboundDate=${flightDate(30)}&adults=1`,
};

const ATLAS = { host: 'atlas.localhost', language: 'en', product: 'H', packages: false } as const;

test.describe('no raw keys @viewport-independent', () => {
  for (const brand of [...STAY_BRANDS, ATLAS]) {
    const texts = stayTexts(brand.language);

    test(`${brand.host} /${brand.product}: stays results and a hotel detail show words, not codes`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      await openBrand(page, brand.host, barcelonaPath(brand.product));
      await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
      const filters = page.getByRole('complementary', { name: texts.stays.filters.title });
      // Every facet value on screen, not only the first few of each list.
      const showAll = filters.getByRole('button', { name: textPattern(texts.stays.filters, 'showAll') });
      while ((await showAll.count()) > 0) await showAll.first().click();
      await expect(filters.getByText(texts.stays.characteristic.SEA_VIEW, { exact: true })).toBeVisible();
      await expectNoRawKeys(page);
      if (testInfo.project.name === 'desktop') await saveScreens(page, `no-raw-keys-stays-${brand.host}`);

      await cards(page).first().getByRole('link', { name: texts.stays.card.seeRooms }).click();
      await expect(page).toHaveURL(/\/hotel-detail\?.*stay=/);
      await expect(page.getByText(texts.detail.characteristic.SEA_VIEW, { exact: true })).toBeVisible();
      await expectNoRawKeys(page);
      if (testInfo.project.name === 'desktop') await saveScreens(page, `no-raw-keys-detail-${brand.host}`);
    });
  }

  for (const brand of DEMO_BRANDS.filter((item) => FLIGHT_PATHS[item.host])) {
    test(`${brand.host}: flight results show words, not codes`, async ({ page }, testInfo) => {
      test.setTimeout(90_000);
      await openBrand(page, brand.host, FLIGHT_PATHS[brand.host]!);
      await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
      await expectNoRawKeys(page);
      if (testInfo.project.name === 'desktop') await saveScreens(page, `no-raw-keys-flights-${brand.host}`);
      // The flight detail: journeys, the fare comparison and its conditions (clicked once React hydrated the
      // server-rendered page).
      await waitForHydration(page);
      const f = flightTexts(brand.language);
      const drawer = page.getByRole('dialog');
      await expect(async () => {
        await page.getByRole('article').first().getByRole('button', { name: f.card!.details }).click();
        await expect(drawer).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 40_000 });
      await expect(drawer.getByRole('group', { name: f.fares!.title })).toBeVisible({ timeout: 30_000 });
      await expectNoRawKeys(page);
    });
  }

  for (const brand of CHECKOUT_BRANDS) {
    test(`${brand.host}: the landing, every checkout step and the confirmation show words, not codes`, async ({
      page,
      request,
    }) => {
      test.setTimeout(150_000);
      await openBrand(page, brand.host, '/');
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await expectNoRawKeys(page);

      const checkout = checkoutTexts(brand.language);
      const payment = paymentTexts(brand.language);
      const ref = await brand.cart(request);
      const steps = [
        checkout('travellers.title'),
        checkout('contact.title'),
        checkout('extras.title'),
        payment('step.title'),
        payment('review.title'),
      ];
      for (const [index, title] of steps.entries()) {
        await page.goto(brandUrl(brand.host, `${checkoutUrl(ref, index + 1)}&product=${brand.product}`));
        await expect(stepHeading(page, title)).toBeVisible({ timeout: 30_000 });
        await expect(page.getByTestId('cart-total').first()).toBeVisible({ timeout: 20_000 });
        await expectNoRawKeys(page);
      }

      const booked = await brand.book(request);
      const confirmation = `/checkout/confirmation?cartId=${booked.ref.cartId}&requestUuid=${booked.ref.requestUuid}`;
      await page.goto(brandUrl(brand.host, `${confirmation}&product=${brand.product}`));
      await expect(page.getByTestId('order-number')).toHaveText(booked.orderNumber, { timeout: 30_000 });
      await expectNoRawKeys(page);
    });
  }
});
