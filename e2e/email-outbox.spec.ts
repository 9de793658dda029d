import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { API_ORIGIN, brandUrl } from './support/brands';
import { acceptTechnicalCookies } from './support/flights';
import { SCREENS_DIR } from './support/screenshots';

// Issue 18 item 4: a booking's confirmation email reaches the outbox (no SMTP_URL on the e2e server) and the
// developer panel lists it and opens it. The booking is made through the API: the checkout has its own journeys.

const HDP = `${API_ORIGIN}/api/services/app/ShoppingHDPService`;
const CART = `${API_ORIGIN}/api/services/app/CartApiService`;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function resultOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { result: T }).result;
}

/** A paid Rome stay on localhost: its order number. */
async function bookStay(request: APIRequestContext): Promise<string> {
  const search = await resultOf<{ id: { value: string } }>(
    await request.post(`${HDP}/CreateSearch`, {
      data: {
        destination: 'ROM',
        checkIn: day(70),
        checkOut: day(73),
        adults: 2,
        productType: 'H',
        businessProfileId: 'BP-WAYFARE-H',
        language: 'en',
      },
    }),
  );
  const searchId = search.id.value;
  let proposals: { id: string }[] = [];
  await expect
    .poll(async () => {
      const response = await request.post(`${HDP}/RetrieveProposals?searchId=${searchId}`, {
        data: { staticData: { language: 'en' } },
      });
      if (response.status() !== 200) return 0;
      proposals = ((await response.json()).result as { proposals: { id: string }[] }).proposals;
      return proposals.length;
    })
    .toBeGreaterThan(0);
  const { pricingId } = await resultOf<{ pricingId: string }>(
    await request.post(`${HDP}/CreatePricing`, { data: { searchId, proposalId: proposals[0]!.id, language: 'en' } }),
  );
  type Pricing = { rooms: { roomId: string; rates: { rateId: string }[] }[] };
  let pricing: Pricing | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`${HDP}/RetrievePricing?pricingId=${pricingId}`);
      if (response.status() !== 200) return false;
      pricing = (await response.json()).result as Pricing;
      return true;
    })
    .toBe(true);
  const room = pricing!.rooms[0]!;
  const { selectionId } = await resultOf<{ selectionId: string }>(
    await request.post(`${HDP}/CreateSelection`, {
      data: { pricingId, roomId: room.roomId, rateId: room.rates[0]!.rateId },
    }),
  );
  const ref = await resultOf<{ cartId: string; requestUuid: string }>(
    await request.post(`${CART}/CreateCart`, {
      data: {
        domainName: 'localhost',
        productType: 'H',
        businessProfileId: 'BP-WAYFARE-H',
        language: 'en',
        selection: { kind: 'SELECTION', selectionId },
      },
    }),
  );
  const q = new URLSearchParams(ref).toString();
  await resultOf(
    await request.post(`${CART}/AddContactToCart?${q}`, {
      data: {
        firstName: 'Anna',
        lastName: 'Rossi',
        email: 'anna@example.com',
        phone: { countryCode: '+39', number: '3331234567' },
      },
    }),
  );
  const travellers = ['Anna', 'Marco'].map((firstName, index) => ({
    type: 'ADULT',
    firstName,
    lastName: 'Rossi',
    gender: index === 0 ? 'FEMALE' : 'MALE',
    birthDate: `198${index}-04-02`,
  }));
  await resultOf(await request.post(`${CART}/AddTravellerToCart?${q}`, { data: { travellers } }));
  await resultOf(
    await request.post(`${CART}/CartFinalize?${q}`, {
      data: { payment: { methods: ['CARD'] }, acceptTerms: true, returnPath: '/checkout?checkoutStep=5' },
    }),
  );
  const order = await resultOf<{ orderNumber: string; payment: { redirectUrl: string } }>(
    await request.post(`${CART}/ConfirmCart?${q}`),
  );
  const paid = await request.post(new URL(order.payment.redirectUrl, API_ORIGIN).href, {
    form: { name: 'Anna Rossi', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return order.orderNumber;
}

test('the confirmation email reaches the outbox and opens in the developer panel @viewport-independent', async ({
  page,
  request,
}) => {
  test.slow();
  const orderNumber = await bookStay(request);
  // The API's email worker runs every EMAIL_POLL_MS (5 s by default).
  await expect
    .poll(
      async () => {
        const { messages } = await resultOf<{ messages: { orderNumber: string }[] }>(
          await request.get(`${API_ORIGIN}/api/dev/outbox`),
        );
        return messages.some((item) => item.orderNumber === orderNumber);
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  await acceptTechnicalCookies(page, 'localhost');
  await page.goto(brandUrl('localhost', '/'));
  await page.getByTestId('devtools-launcher').click();
  const dialog = page.getByRole('dialog', { name: 'Developer tools' });
  const subject = `Your Wayfare booking ${orderNumber} is confirmed`;
  await dialog.getByRole('button', { name: `Open: ${subject}` }).click();
  await expect(dialog.getByRole('heading', { name: subject })).toBeVisible();
  const email = page.frameLocator(`iframe[title="Email: ${subject}"]`);
  await expect(email.getByText(`Order number: ${orderNumber}`)).toBeVisible();
  await expect(email.getByRole('link', { name: 'See your booking' })).toHaveAttribute(
    'href',
    new RegExp(`/trips/${orderNumber}$`),
  );
  // Review screenshots: the panel with the opened email, and the email itself as rendered in its frame.
  const frame = page.locator(`iframe[title="Email: ${subject}"]`);
  await frame.scrollIntoViewIfNeeded();
  const shots = [
    {
      name: 'devtools-outbox-1280.png',
      take: (file: string) => page.screenshot({ path: file, animations: 'disabled' }),
    },
    {
      name: 'devtools-outbox-email.png',
      take: (file: string) => frame.screenshot({ path: file, animations: 'disabled' }),
    },
  ];
  for (const { name, take } of shots) {
    const file = path.join(SCREENS_DIR, name);
    await take(file);
    await copyFile(file, path.join('/work/notes/screens-i', name)).catch(() => undefined);
  }
});
