import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Money } from '@wayfare/contract';
import { API_ORIGIN, brandUrl } from './support/brands';
import { checkoutUrl, fillTravellersAndContact } from './support/cart-api';
import type { CartRef } from './support/cart-api';
import { checkoutTexts, stepHeading } from './support/checkout';
import { brandAmount } from './support/price-truth';
import { saveScreens } from './support/screenshots';

/** Issue 19 item 4: a seat is chosen on the seat map by keyboard alone and reaches the cart with its price. */
const FLIGHTS = `${API_ORIGIN}/api/services/app/ShoppingTransportService`;
const CART = `${API_ORIGIN}/api/services/app/CartApiService`;
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Every brand selling flights (freeflight.localhost to Palma, within its voucher ceiling). */
const BRANDS = [
  { domainName: 'localhost', productType: 'F', businessProfileId: 'BP-WAYFARE-F', language: 'en', to: 'FCO' },
  { domainName: 'club.localhost', productType: 'F', businessProfileId: 'BP-CLUB-F', language: 'fr', to: 'FCO' },
  {
    domainName: 'freeflight.localhost',
    productType: 'FF',
    businessProfileId: 'BP-FREEFLIGHT-FF',
    language: 'es',
    to: 'PMI',
  },
] as const;
type Brand = (typeof BRANDS)[number];

/** A one-adult one-way flight cart in the Standard fare (seat choice for a fee), set up through the API. */
async function flightCart(page: Page, brand: Brand): Promise<CartRef> {
  const search = await page.request.post(`${FLIGHTS}/CreateSearch`, {
    data: {
      productType: brand.productType,
      businessProfileId: brand.businessProfileId,
      language: brand.language,
      departure: 'MAD',
      destination: brand.to,
      outboundDate: day(42),
      adults: 1,
      childrenAges: [],
    },
  });
  const { searchId } = (await search.json()).result as { searchId: string };
  let proposalId = '';
  await expect(async () => {
    const response = await page.request.post(`${FLIGHTS}/RetrieveProposals?searchId=${searchId}`, {
      data: { staticData: { language: brand.language } },
    });
    proposalId = ((await response.json()).result as { proposals: { id: string }[] }).proposals[0]!.id;
  }).toPass({ timeout: 10_000 });
  const { domainName, productType, businessProfileId, language } = brand;
  const cart = await page.request.post(`${CART}/CreateCart`, {
    data: {
      domainName,
      productType,
      businessProfileId,
      language,
      selection: { kind: 'TRANSPORT', proposalId, fareId: 'STANDARD' },
    },
  });
  return (await cart.json()).result as CartRef;
}

/** Presses Tab until the focused element has `role` or reads `text`, as a keyboard user would (no clicks). */
async function tabTo(page: Page, want: { role?: string; text?: string }) {
  for (let presses = 0; presses < 150; presses += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(({ role, text }) => {
      const element = document.activeElement;
      if (!element) return false;
      if (role) return element.getAttribute('role') === role;
      return element.textContent?.trim() === text;
    }, want);
    if (found) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(want)}`);
}

for (const brand of BRANDS) {
  const host = brand.domainName;
  test(`${host}: a seat is chosen on the seat map by keyboard alone and reaches the cart with its price @viewport-independent`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const t = checkoutTexts(brand.language);
    const ref = await flightCart(page, brand);
    await fillTravellersAndContact(request, ref, { adults: 1, documents: true });
    await page.context().addCookies([{ name: 'cookie-acceptance', value: 'technical', url: brandUrl(host, '/') }]);
    await page.goto(brandUrl(host, `${checkoutUrl(ref, 3)}&product=${brand.productType}`));
    await expect(stepHeading(page, t('extras.title'))).toBeVisible({ timeout: 30_000 });
    const grid = page.getByRole('grid').first();
    await expect(grid).toBeVisible({ timeout: 20_000 });
    if (host === 'localhost') await saveScreens(page, 'seat-map');

    await tabTo(page, { role: 'gridcell' });
    // The first free seat in reading order, reached with the arrows from the grid's first seat.
    const target = await grid.evaluate((node) => {
      const rows = Array.from(node.querySelectorAll('[role="row"]')).filter((row) =>
        row.querySelector('[role="gridcell"]'),
      );
      for (const [rowIndex, row] of rows.entries()) {
        const cells = Array.from(row.querySelectorAll('[role="gridcell"]'));
        const col = cells.findIndex((cell) => cell.getAttribute('data-state') === 'free');
        if (col >= 0) return { row: rowIndex, col, seat: cells[col]!.getAttribute('data-seat')! };
      }
      throw new Error('no free seat');
    });
    for (let step = 0; step < target.row; step += 1) await page.keyboard.press('ArrowDown');
    for (let step = 0; step < target.col; step += 1) await page.keyboard.press('ArrowRight');
    await expect(page.locator(':focus')).toHaveAttribute('data-seat', target.seat);
    const label = (await page.locator(':focus').getAttribute('aria-label')) ?? '';
    if (brand.language === 'en') {
      expect(label).toMatch(new RegExp(`^Row \\d+, seat [A-F], (window|middle|aisle), .+, available$`));
    }
    await page.keyboard.press('Enter');
    await expect(page.locator(':focus')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('seat-notice')).toContainText(target.seat);

    // Continue, by keyboard too: the seat is saved with the step (nothing dropped silently).
    await tabTo(page, { text: t('actions.continue') });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/checkoutStep=4/, { timeout: 30_000 });

    const query = new URLSearchParams({ ...ref, domainName: host, producttype: brand.productType });
    const cart = (await (await request.post(`${CART}/RetrieveCartFull?${query}`)).json()).result as {
      products: { type: string; price: Money; seats?: { seat: string }[] }[];
    };
    const seats = cart.products.find((product) => product.type === 'SEAT_SELECTION');
    expect(seats?.seats?.map((seat) => seat.seat)).toEqual([target.seat]);
    expect(label).toContain(brandAmount(host, seats!.price));
    await expect(page.getByTestId('cart-products').first()).toContainText(brandAmount(host, seats!.price));
  });
}
