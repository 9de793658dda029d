import { defineEndpoint, runtimeConfigSchema } from '@wayfare/contract';
import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { AUTH_TOKEN_COOKIE } from '../cookies';
import { setRuntimeConfig } from '../runtime-config';
import { ApiError, MALFORMED_RESPONSE, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from './api-error';
import { callEndpoint } from './call-endpoint';

const BOOKING = 'https://booking.test';

const getCartConfig = defineEndpoint({
  id: 'CartApiService.GetCartConfig',
  service: 'booking',
  method: 'GET',
  path: '/api/services/app/CartApiService/GetCartConfig',
  summary: 'cart config',
  tag: 'cart',
  query: z.object({ cartId: z.string(), requestUuid: z.string() }),
  result: z.object({ currency: z.string() }),
});

const addContact = defineEndpoint({
  id: 'CartApiService.AddContactToCart',
  service: 'booking',
  method: 'POST',
  path: '/api/services/app/CartApiService/AddContactToCart',
  summary: 'contact',
  tag: 'cart',
  body: z.object({ email: z.string() }),
  result: z.boolean(),
});

const getConfig = defineEndpoint({
  id: 'Content.GetConfig',
  service: 'welfare',
  method: 'GET',
  path: '/api/content/brand-configurations/{domain}',
  summary: 'brand',
  tag: 'content',
  params: z.object({ domain: z.string() }),
  result: z.object({ data: z.object({ id: z.number() }) }),
  raw: true,
});

const ok = (result: unknown) => ({ result, success: true, error: null, unAuthorizedRequest: false });
const failure = (message: string, code = 0) => ({
  result: null,
  success: false,
  error: { code, message, details: `details of ${message}` },
  unAuthorizedRequest: false,
});

const server = setupServer();
const query = { cartId: 'c1', requestUuid: 'u1' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());
beforeEach(() => setRuntimeConfig(runtimeConfigSchema.parse({ bookingApiUrl: BOOKING, welfareApiUrl: BOOKING })));

const cartConfigUrl = `${BOOKING}/api/services/app/CartApiService/GetCartConfig`;

describe('callEndpoint', () => {
  it('unwraps the envelope result, typed by the contract', async () => {
    let seen: URL | undefined;
    server.use(
      http.get(cartConfigUrl, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json(ok({ currency: 'EUR' }));
      }),
    );
    const result = await callEndpoint(getCartConfig, { query });
    expectTypeOf(result).toEqualTypeOf<{ currency: string }>();
    expect(result).toEqual({ currency: 'EUR' });
    expect(seen?.searchParams.get('cartId')).toBe('c1');
  });

  it('returns raw endpoints as they are and fills path parameters', async () => {
    server.use(
      http.get(`${BOOKING}/api/content/brand-configurations/:domain`, ({ params }) =>
        HttpResponse.json({ data: { id: params.domain === 'club.localhost' ? 4 : 0 } }),
      ),
    );
    await expect(callEndpoint(getConfig, { params: { domain: 'club.localhost' } })).resolves.toEqual({
      data: { id: 4 },
    });
  });

  it('sends the bearer token from the auth-token cookie, JSON body and credentials include', async () => {
    document.cookie = `${AUTH_TOKEN_COOKIE}=tok-123; path=/`;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    let headers: Headers | undefined;
    let body: unknown;
    server.use(
      http.post(`${BOOKING}/api/services/app/CartApiService/AddContactToCart`, async ({ request }) => {
        headers = request.headers;
        body = await request.json();
        return HttpResponse.json(ok(true));
      }),
    );
    await expect(callEndpoint(addContact, { body: { email: 'a@b.c' } })).resolves.toBe(true);
    expect(headers?.get('authorization')).toBe('Bearer tok-123');
    expect(headers?.get('content-type')).toBe('application/json');
    expect(body).toEqual({ email: 'a@b.c' });
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe('include');
  });

  it('sends no Authorization header without the cookie', async () => {
    let authorization: string | null = 'unset';
    server.use(
      http.get(cartConfigUrl, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json(ok({ currency: 'EUR' }));
      }),
    );
    await callEndpoint(getCartConfig, { query });
    expect(authorization).toBeNull();
  });

  it('keeps the server message of an error envelope (410 CART_EXPIRED)', async () => {
    server.use(http.get(cartConfigUrl, () => HttpResponse.json(failure('CART_EXPIRED', 410), { status: 410 })));
    const error = await callEndpoint(getCartConfig, { query }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'CART_EXPIRED',
      status: 410,
      code: 410,
      details: 'details of CART_EXPIRED',
    });
  });

  it('fails on a 202 "not ready" envelope with GENERIC_ERROR, so search polling retries (issue 15)', async () => {
    server.use(http.get(cartConfigUrl, () => HttpResponse.json(failure('GENERIC_ERROR', 202), { status: 202 })));
    await expect(callEndpoint(getCartConfig, { query })).rejects.toMatchObject({
      message: 'GENERIC_ERROR',
      status: 202,
    });
  });

  it('keeps the server message of a 500 envelope and its validation errors', async () => {
    server.use(
      http.get(cartConfigUrl, () =>
        HttpResponse.json(
          {
            ...failure('GENERIC_ERROR', 500),
            error: {
              code: 500,
              message: 'GENERIC_ERROR',
              details: null,
              validationErrors: [{ field: 'cartId', message: 'required' }],
            },
          },
          { status: 500 },
        ),
      ),
    );
    await expect(callEndpoint(getCartConfig, { query })).rejects.toMatchObject({
      message: 'GENERIC_ERROR',
      status: 500,
      details: null,
      validationErrors: [{ field: 'cartId', message: 'required' }],
    });
  });

  it('reports a failing status without an envelope in axios wording', async () => {
    server.use(http.get(cartConfigUrl, () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    await expect(callEndpoint(getCartConfig, { query })).rejects.toMatchObject({
      message: 'Request failed with status code 502',
      status: 502,
    });
  });

  it('turns malformed JSON into MALFORMED_RESPONSE', async () => {
    server.use(http.get(cartConfigUrl, () => new HttpResponse('{"result": ', { status: 200 })));
    await expect(callEndpoint(getCartConfig, { query })).rejects.toMatchObject({
      message: MALFORMED_RESPONSE,
      details: expect.stringContaining('not valid JSON'),
    });
  });

  it('turns an off-contract shape into MALFORMED_RESPONSE', async () => {
    server.use(http.get(cartConfigUrl, () => HttpResponse.json({ currency: 'EUR' })));
    await expect(callEndpoint(getCartConfig, { query })).rejects.toMatchObject({ message: MALFORMED_RESPONSE });
    server.use(http.get(cartConfigUrl, () => HttpResponse.json(ok({ currency: 42 }))));
    await expect(callEndpoint(getCartConfig, { query })).rejects.toMatchObject({
      message: MALFORMED_RESPONSE,
      details: expect.stringContaining('currency'),
    });
  });

  it('reports a network failure as Network Error', async () => {
    server.use(http.get(cartConfigUrl, () => HttpResponse.error()));
    await expect(callEndpoint(getCartConfig, { query })).rejects.toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      status: 0,
    });
  });

  it('times out after 60 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get(cartConfigUrl, async () => {
        await delay('infinite');
        return HttpResponse.json(ok({ currency: 'EUR' }));
      }),
    );
    const pending = callEndpoint(getCartConfig, { query }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(59_999);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ message: TIMEOUT_MESSAGE });
  });

  it('is cancelled by the caller signal', async () => {
    server.use(
      http.get(cartConfigUrl, async () => {
        await delay('infinite');
        return HttpResponse.json(ok({ currency: 'EUR' }));
      }),
    );
    const controller = new AbortController();
    const pending = callEndpoint(getCartConfig, { query, signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    await expect(pending).resolves.toMatchObject({ message: 'canceled' });
  });
});
