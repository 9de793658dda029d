import { runtimeConfigSchema, shoppingHdpRoutes } from '@wayfare/contract';
import type { DestinationItem, EndpointRoute } from '@wayfare/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { setRuntimeConfig } from '../runtime-config';
import { MALFORMED_RESPONSE, NETWORK_ERROR_MESSAGE } from './api-error';
import { callEndpoint } from './call-endpoint';

// A route (the schema-free half of an endpoint, what the first screen's fetchers import) is checked against the
// endpoint's schema all the same: the schema loads with the request.
const BOOKING = 'https://booking.test';
const route = shoppingHdpRoutes.SearchDestinations;
const url = `${BOOKING}${route.path}`;
const query = { term: 'rom', language: 'en' } as const;
const rome: DestinationItem = { code: 'rom', type: 'CITY', name: 'Rome', subtitle: 'Italy', country: 'IT' };
const ok = (result: unknown) => ({ result, success: true, error: null, unAuthorizedRequest: false });

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => setRuntimeConfig(runtimeConfigSchema.parse({ bookingApiUrl: BOOKING, welfareApiUrl: BOOKING })));

describe('callEndpoint with a route', () => {
  it('resolves to the result the endpoint schema parsed, typed by the endpoint', async () => {
    server.use(http.get(url, () => HttpResponse.json(ok({ items: [rome] }))));
    const result = await callEndpoint(route, { query });
    expectTypeOf(result.items).toEqualTypeOf<DestinationItem[]>();
    expect(result).toEqual({ items: [rome] });
  });

  it('turns an off-contract answer into MALFORMED_RESPONSE naming the field, never a crash later', async () => {
    server.use(http.get(url, () => HttpResponse.json(ok({ items: [{ ...rome, name: 42 }] }))));
    await expect(callEndpoint(route, { query })).rejects.toMatchObject({
      message: MALFORMED_RESPONSE,
      details: expect.stringContaining('items.0.name'),
    });
  });

  it('rejects with a network error when the schema cannot load, rather than passing an unchecked answer', async () => {
    server.use(http.get(url, () => HttpResponse.json(ok({ items: [rome] }))));
    const unknown = { ...route, id: 'Destinations.Nope' } as unknown as EndpointRoute;
    await expect(callEndpoint(unknown)).rejects.toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      details: expect.stringContaining('No endpoint Destinations.Nope'),
    });
  });
});
