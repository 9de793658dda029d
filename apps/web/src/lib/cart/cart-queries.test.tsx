import { QueryClientProvider } from '@tanstack/react-query';
import { runtimeConfigSchema } from '@wayfare/contract';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../query-client';
import { setRuntimeConfig } from '../runtime-config';
import { cartConfigFixture, cartFullFixture, testCartRef } from './cart-fixtures';
import {
  cartKeys,
  retrieveCartFull,
  useAncillaries,
  useCartConfig,
  useCartExpiredRedirect,
  useCartOrders,
  useCountries,
} from './cart-queries';
import { getCartSession, resetCartSession } from './cart-session';

const BASE = 'https://booking.test/api/services/app/CartApiService';
const ok = (result: unknown) => ({ result, success: true, error: null, unAuthorizedRequest: false });
const failure = (message: string, status: number) =>
  HttpResponse.json(
    { result: null, success: false, error: { code: status, message, details: null }, unAuthorizedRequest: false },
    { status },
  );

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => setRuntimeConfig(runtimeConfigSchema.parse({ bookingApiUrl: 'https://booking.test' })));
afterEach(() => {
  server.resetHandlers();
  resetCartSession();
});
afterAll(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('cart queries', () => {
  it('keys every query of a cart under cart/<id>/<uuid>', () => {
    expect(cartKeys.config(testCartRef).slice(0, 3)).toEqual(cartKeys.byCart(testCartRef));
    expect(cartKeys.full(testCartRef)[0]).toBe('cart');
  });

  it('marks the cart expired when a fetch fails with CART_EXPIRED (spec §4)', async () => {
    server.use(http.get(`${BASE}/GetCartConfig`, () => failure('CART_EXPIRED', 410)));
    const { result } = renderHook(() => useCartConfig(testCartRef), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(getCartSession().cartExpired).toBe(true);
  });

  // Issue 15: CART_EXPIRED is handled the same on every cart call, the extras (GetAvailableProducts) included.
  it.each([
    ['GetAvailableProducts', 'get', () => useAncillaries(testCartRef)],
    ['GetOrders', 'get', () => useCartOrders(testCartRef)],
    ['RetrieveCountries', 'post', () => useCountries(testCartRef, 'en')],
  ] as const)('marks the cart expired when %s fails with CART_EXPIRED', async (name, method, hook) => {
    server.use(http[method](`${BASE}/${name}`, () => failure('CART_EXPIRED', 410)));
    // Each row's hook returns its own result type; only the error state matters here.
    const { result } = renderHook((): { isError: boolean } => hook(), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(getCartSession().cartExpired).toBe(true);
  });

  it('does not mark it for other failures', async () => {
    server.use(http.get(`${BASE}/GetCartConfig`, () => failure('GENERIC_ERROR', 500)));
    const { result } = renderHook(() => useCartConfig(testCartRef), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(getCartSession().cartExpired).toBe(false);
  });

  it('returns the config on success', async () => {
    server.use(http.get(`${BASE}/GetCartConfig`, () => HttpResponse.json(ok(cartConfigFixture()))));
    const { result } = renderHook(() => useCartConfig(testCartRef), { wrapper });
    await waitFor(() => expect(result.current.data?.travellers.adults).toBe(2));
  });

  it('finds the product type when the URL does not name it, and uses it when it does', async () => {
    const asked: string[] = [];
    server.use(
      http.post(`${BASE}/RetrieveCartFull`, ({ request }) => {
        const type = new URL(request.url).searchParams.get('producttype') ?? '';
        asked.push(type);
        return type === 'F' ? HttpResponse.json(ok(cartFullFixture())) : failure('NOT_FOUND', 404);
      }),
    );
    expect((await retrieveCartFull(testCartRef, 'localhost')).productType).toBe('F');
    expect(asked).toEqual(['F']);
    asked.length = 0;
    await expect(retrieveCartFull({ ...testCartRef, productType: 'DP' }, 'localhost')).rejects.toThrow('NOT_FOUND');
    expect(asked).toEqual(['DP']);
  });
});

describe('useCartExpiredRedirect', () => {
  it('goes to /expired-session once the flag is set', async () => {
    server.use(http.get(`${BASE}/GetCartConfig`, () => failure('CART_EXPIRED', 410)));
    function Checkout() {
      useCartExpiredRedirect();
      useCartConfig(testCartRef);
      return <p>checkout</p>;
    }
    const router = createMemoryRouter(
      [
        { path: '/checkout', element: <Checkout /> },
        { path: '/expired-session', element: <p>expired</p> },
      ],
      { initialEntries: ['/checkout'] },
    );
    render(<RouterProvider router={router} />, { wrapper });
    expect(await screen.findByText('expired')).toBeTruthy();
  });
});
