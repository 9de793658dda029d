import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Language } from '@wayfare/contract';
import { API_ORIGIN } from './brands';
import type { CartRef } from './cart-api';

const FLIGHTS = `${API_ORIGIN}/api/services/app/ShoppingTransportService`;
const CART = `${API_ORIGIN}/api/services/app/CartApiService`;

/** A `checkout` namespace text by dotted key, with `{{name}}` values filled. */
export function checkoutTexts(language: Language): (key: string, values?: Record<string, string | number>) => string {
  const file = path.resolve(import.meta.dirname, `../../apps/api/seed/translations/${language}/checkout.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return (key, values = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    if (typeof text !== 'string') throw new Error(`No checkout text ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function resultOf<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const body = await response.text();
  expect(response.status(), body).toBe(200);
  return (JSON.parse(body) as { result: T }).result;
}

/** A flight cart (MAD-FCO round trip, 2 adults and a 7-year-old) made straight through the API. */
export async function createFlightCart(
  request: APIRequestContext,
  options: { domainName: string; productType: 'F' | 'FF'; businessProfileId: string; language: Language },
): Promise<CartRef> {
  const search = await resultOf<{ searchId: string }>(
    await request.post(`${FLIGHTS}/CreateSearch`, {
      data: {
        departure: 'MAD',
        destination: 'FCO',
        outboundDate: daysFromToday(40),
        returnDate: daysFromToday(47),
        adults: 2,
        childrenAges: [7],
        productType: options.productType,
        businessProfileId: options.businessProfileId,
        language: options.language,
      },
    }),
  );
  let proposalId = '';
  await expect(async () => {
    const response = await request.post(`${FLIGHTS}/RetrieveProposals?searchId=${search.searchId}`, {
      data: {
        facets: { transportType: 'ONLY_FLIGHT' },
        sort: { value: 'PRICE', ascending: true },
        page: { pageNumber: 1, pageSize: 20 },
        filtersMetadata: true,
        staticData: { language: options.language },
      },
    });
    proposalId = (await resultOf<{ proposals: { id: string }[] }>(response)).proposals[0]!.id;
  }).toPass({ timeout: 10_000 });
  const { businessProfileId, domainName, language, productType } = options;
  return resultOf<CartRef>(
    await request.post(`${CART}/CreateCart`, {
      data: { domainName, productType, businessProfileId, language, selection: { kind: 'TRANSPORT', proposalId } },
    }),
  );
}

/** The dev endpoint that ends a cart's life now (CART_EXPIRED on every later call). */
export async function expireCart(request: APIRequestContext, ref: CartRef): Promise<void> {
  expect((await request.post(`${API_ORIGIN}/api/dev/carts/${ref.cartId}/expire`)).status()).toBe(200);
}

/** Picks an option of a kit Select (its trigger button, `field`) by the option's visible text. */
export async function pickOption(page: Page, field: Locator, text: string | RegExp) {
  await expect(async () => {
    await field.click();
    await page.getByRole('listbox').getByRole('option').filter({ hasText: text }).first().click({ timeout: 2000 });
    // The choice must show in the field: a click that closed the list without choosing is tried again.
    await expect(field).toContainText(text, { timeout: 2000 });
  }).toPass();
}

/** The trigger button of the kit Select labelled `label` (its name is the label and the chosen value). */
export const selectField = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) });

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
