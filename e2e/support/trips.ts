import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { API_ORIGIN } from './brands';
import { cartCall, fillTravellersAndContact } from './cart-api';
import type { CartRef } from './cart-api';
import { CARDS } from './payment-pages';

/** Issue 18 e2e helpers: a paid stay order set up through the API, and the `trips` texts of a language. */
const CART = `${API_ORIGIN}/api/services/app/CartApiService`;
const HDP = `${API_ORIGIN}/api/services/app/ShoppingHDPService`;
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function resultOf<T>(response: APIResponse): Promise<T> {
  const body = await response.text();
  expect(response.status(), body).toBe(200);
  return (JSON.parse(body) as { result: T }).result;
}

async function untilReady<T>(call: () => Promise<APIResponse>): Promise<T> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await call();
    if (response.status() === 200) return resultOf<T>(response);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error('The search never became ready');
}

export interface BookedStay {
  ref: CartRef;
  orderNumber: string;
}

/**
 * Books a Rome stay on a free-cancellation rate for `domainName` and pays its card part on the hosted page:
 * a CONFIRMED order. With `accessToken` the member pays `points` points too.
 */
export async function bookFreeCancellationStay(
  request: APIRequestContext,
  brand: { domainName: string; businessProfileId: string; language: string },
  member: { accessToken: string; points: number } | null = null,
): Promise<BookedStay> {
  const { language, businessProfileId, domainName } = brand;
  const search = await resultOf<{ id: { value: string } }>(
    await request.post(`${HDP}/CreateSearch`, {
      data: {
        destination: 'ROM',
        checkIn: daysFromToday(60),
        checkOut: daysFromToday(63),
        adults: 2,
        productType: 'H',
        businessProfileId,
        language,
        freeCancellation: true,
      },
    }),
  );
  const proposals = await untilReady<{ proposals: { id: string }[] }>(() =>
    request.post(`${HDP}/RetrieveProposals?searchId=${search.id.value}`, { data: { staticData: { language } } }),
  );
  const { pricingId } = await resultOf<{ pricingId: string }>(
    await request.post(`${HDP}/CreatePricing`, {
      data: { searchId: search.id.value, proposalId: proposals.proposals[0]!.id, language },
    }),
  );
  const pricing = await untilReady<{
    rooms: { roomId: string; rates: { rateId: string; freeCancellation: boolean }[] }[];
  }>(() => request.get(`${HDP}/RetrievePricing?pricingId=${pricingId}`));
  const room = pricing.rooms.find((candidate) => candidate.rates.some((rate) => rate.freeCancellation))!;
  const rate = room.rates.find((candidate) => candidate.freeCancellation)!;
  const selection = await resultOf<{ selectionId: string }>(
    await request.post(`${HDP}/CreateSelection`, { data: { pricingId, roomId: room.roomId, rateId: rate.rateId } }),
  );
  const ref = await resultOf<CartRef>(
    await request.post(`${CART}/CreateCart`, {
      data: {
        domainName,
        productType: 'H',
        businessProfileId,
        language,
        selection: { kind: 'SELECTION', selectionId: selection.selectionId },
      },
    }),
  );
  await fillTravellersAndContact(request, ref);
  const headers: Record<string, string> = member ? { authorization: `Bearer ${member.accessToken}` } : {};
  const methods = member && member.points > 0 ? ['POINTS', 'CARD'] : ['CARD'];
  await resultOf(
    await cartCall(request, ref, 'CartFinalize', {
      headers,
      data: {
        payment: { methods, ...(member && member.points > 0 ? { pointsToUse: member.points } : {}) },
        acceptTerms: true,
        returnPath: '/checkout?checkoutStep=5',
      },
    }),
  );
  const order = await resultOf<{ orderNumber: string; payment: { redirectUrl: string } }>(
    await cartCall(request, ref, 'ConfirmCart'),
  );
  const paid = await request.post(`${API_ORIGIN}${order.payment.redirectUrl}`, {
    form: { name: 'Anna Rossi', number: CARDS.success, expiry: '12/39', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return { ref, orderNumber: order.orderNumber };
}

/**
 * Books a free flight on freeflight.localhost through the API: two adults round trip Madrid–Palma within the voucher
 * ceiling, paid by the brand's voucher alone (the server applies it), so the order is CONFIRMED without a card.
 */
export async function bookFreeFlight(request: APIRequestContext): Promise<BookedStay> {
  const TRANSPORT = `${API_ORIGIN}/api/services/app/ShoppingTransportService`;
  const language = 'es';
  const { searchId } = await resultOf<{ searchId: string }>(
    await request.post(`${TRANSPORT}/CreateSearch`, {
      data: {
        departure: 'MAD',
        destination: 'PMI',
        outboundDate: daysFromToday(30),
        returnDate: daysFromToday(34),
        adults: 2,
        childrenAges: [],
        productType: 'FF',
        businessProfileId: 'BP-FREEFLIGHT-FF',
        language,
      },
    }),
  );
  const page = await untilReady<{ proposals: { id: string }[] }>(() =>
    request.post(`${TRANSPORT}/RetrieveProposals?searchId=${searchId}`, {
      data: { staticData: { language }, sort: { value: 'PRICE', ascending: true }, facets: { price: { max: 15_000 } } },
    }),
  );
  const ref = await resultOf<CartRef>(
    await request.post(`${CART}/CreateCart`, {
      data: {
        domainName: 'freeflight.localhost',
        productType: 'FF',
        businessProfileId: 'BP-FREEFLIGHT-FF',
        language,
        selection: { kind: 'TRANSPORT', proposalId: page.proposals[0]!.id },
      },
    }),
  );
  await fillTravellersAndContact(request, ref, { documents: true });
  await resultOf(
    await cartCall(request, ref, 'CartFinalize', {
      data: { payment: { methods: ['VOUCHER'] }, acceptTerms: true, returnPath: '/checkout?checkoutStep=5' },
    }),
  );
  const order = await resultOf<{ orderNumber: string; status: string }>(await cartCall(request, ref, 'ConfirmCart'));
  expect(order.status).toBe('CONFIRMED');
  return { ref, orderNumber: order.orderNumber };
}

/** An access token for a developer test token's member on a brand (what `?a=` sign-in stores in the cookie). */
export async function accessTokenFor(request: APIRequestContext, label: string, domainName: string): Promise<string> {
  const { tokens } = await resultOf<{ tokens: { label: string; token: string }[] }>(
    await request.get(`${API_ORIGIN}/api/dev/test-tokens`),
  );
  const token = tokens.find((entry) => entry.label === label)!.token;
  const auth = await resultOf<{ authApiModel: { accessToken: string } }>(
    await request.post(`${API_ORIGIN}/api/TokenAuth/AuthenticateExternal`, { data: { token, domainName } }),
  );
  return auth.authApiModel.accessToken;
}

type Tree = { [key: string]: string | Tree };

/** The `trips` namespace texts of a language, as the app shows them (seed translations). */
export function tripsTexts(language: string): (key: string, values?: Record<string, string>) => string {
  const file = path.resolve(import.meta.dirname, `../../apps/api/seed/translations/${language}/trips.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  return (key, values = {}) => {
    const text = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) as string;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
