import { expect } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { API_ORIGIN } from './brands';

/** Cart set-up straight through the API (Node cannot resolve *.localhost, so calls go to loopback). */
const CART = `${API_ORIGIN}/api/services/app/CartApiService`;
const HDP = `${API_ORIGIN}/api/services/app/ShoppingHDPService`;

export interface CartRef {
  cartId: string;
  requestUuid: string;
}

export interface StayCartOptions {
  /** Brand domain the cart belongs to (also the host the pages are opened on). */
  domainName: string;
  productType: 'H' | 'HGH' | 'DP';
  businessProfileId: string;
  language: 'it' | 'es' | 'en' | 'fr';
  destination?: string;
}

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function resultOf<T>(response: APIResponse): Promise<T> {
  const body = await response.text();
  expect(response.status(), body).toBe(200);
  return (JSON.parse(body) as { result: T }).result;
}

/** Shopping is asynchronous (design.md): GENERIC_ERROR until the search is ready, so poll with a short pause. */
async function untilReady<T>(call: () => Promise<APIResponse>): Promise<T> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await call();
    if (response.status() === 200) return resultOf<T>(response);
    const body = await response.text();
    if (!body.includes('GENERIC_ERROR')) throw new Error(`HTTP ${response.status()}: ${body}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('The search never became ready');
}

/** A cart call with the cart's query (spec §7: every cart call carries cartId and requestUuid). */
export function cartCall(
  request: APIRequestContext,
  ref: CartRef,
  name: string,
  options: { method?: 'GET' | 'POST' | 'DELETE'; data?: unknown; headers?: Record<string, string> } = {},
): Promise<APIResponse> {
  const url = `${CART}/${name}?${new URLSearchParams({ cartId: ref.cartId, requestUuid: ref.requestUuid })}`;
  return request.fetch(url, { method: options.method ?? 'POST', data: options.data, headers: options.headers });
}

/** A stay cart made from a real search: CreateSearch → RetrieveProposals → CreatePricing → CreateSelection → CreateCart. */
export async function createStayCart(request: APIRequestContext, options: StayCartOptions): Promise<CartRef> {
  const { language, productType, businessProfileId } = options;
  const search = await resultOf<{ id: { value: string } }>(
    await request.post(`${HDP}/CreateSearch`, {
      data: {
        destination: options.destination ?? 'ROM',
        checkIn: daysFromToday(60),
        checkOut: daysFromToday(63),
        adults: 2,
        productType,
        businessProfileId,
        language,
        ...(productType === 'DP' ? { departure: 'MAD' } : {}),
      },
    }),
  );
  const searchId = search.id.value;
  const proposals = await untilReady<{ proposals: { id: string }[] }>(() =>
    request.post(`${HDP}/RetrieveProposals?searchId=${searchId}`, { data: { staticData: { language } } }),
  );
  const { pricingId } = await resultOf<{ pricingId: string }>(
    await request.post(`${HDP}/CreatePricing`, {
      data: { searchId, proposalId: proposals.proposals[0]!.id, language },
    }),
  );
  const pricing = await untilReady<{ rooms: { roomId: string; rates: { rateId: string }[] }[] }>(() =>
    request.get(`${HDP}/RetrievePricing?pricingId=${pricingId}`),
  );
  const room = pricing.rooms[0]!;
  const selection = await resultOf<{ selectionId: string }>(
    await request.post(`${HDP}/CreateSelection`, {
      data: { pricingId, roomId: room.roomId, rateId: room.rates[0]!.rateId },
    }),
  );
  return resultOf<CartRef>(
    await request.post(`${CART}/CreateCart`, {
      data: {
        domainName: options.domainName,
        productType,
        businessProfileId,
        language,
        selection: { kind: 'SELECTION', selectionId: selection.selectionId },
      },
    }),
  );
}

/** A passport valid beyond every trip the specs book (a flight needs one per traveller). */
const PASSPORT = { type: 'PASSPORT', number: 'YA1234567', issuingCountry: 'IT', expiryDate: '2035-01-01' } as const;

/**
 * Contact and the adult travellers (two unless `adults` says one; with passports when `documents`, as a flight
 * needs): what the checkout needs before payment (steps 1 and 2), so a spec about payment or prices starts there.
 */
export async function fillTravellersAndContact(
  request: APIRequestContext,
  ref: CartRef,
  options: { adults?: number; documents?: boolean } = {},
): Promise<void> {
  const travellers = [
    { type: 'ADULT', firstName: 'Anna', lastName: 'Rossi', gender: 'FEMALE', birthDate: '1985-04-02' },
    { type: 'ADULT', firstName: 'Marco', lastName: 'Rossi', gender: 'MALE', birthDate: '1983-09-17' },
  ]
    .slice(0, options.adults ?? 2)
    .map((traveller) => (options.documents ? { ...traveller, document: PASSPORT } : traveller));
  await resultOf(await cartCall(request, ref, 'AddTravellerToCart', { data: { travellers } }));
  await resultOf(
    await cartCall(request, ref, 'AddContactToCart', {
      data: {
        firstName: 'Anna',
        lastName: 'Rossi',
        email: 'anna@example.com',
        phone: { countryCode: '+39', number: '3331234567' },
      },
    }),
  );
}

export interface OrderSummary {
  orderNumber: string;
  status: string;
  totals: { pointsUsed: number; toPayByCard: { amount: number }; paidWithVoucher: { amount: number } };
}

/** GetOrders: every order placed from the cart (one, when confirmation is idempotent). */
export async function ordersOf(request: APIRequestContext, ref: CartRef): Promise<OrderSummary[]> {
  return resultOf<OrderSummary[]>(await cartCall(request, ref, 'GetOrders', { method: 'GET' }));
}

/** The developer panel's fixed test token with this label (GET /api/dev/test-tokens). */
export async function testToken(request: APIRequestContext, label: string): Promise<string> {
  const { tokens } = await resultOf<{ tokens: { label: string; token: string }[] }>(
    await request.get(`${API_ORIGIN}/api/dev/test-tokens`),
  );
  const found = tokens.find((entry) => entry.label === label);
  if (!found) throw new Error(`No test token labelled ${label}`);
  return found.token;
}

/** The checkout URL of a step (lib/cart/cart-ref checkoutPath). */
export const checkoutUrl = (ref: CartRef, step: number) =>
  `/checkout?${new URLSearchParams({ cartId: ref.cartId, requestUuid: ref.requestUuid, checkoutStep: String(step) })}`;
