import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STUDIO_ADMIN } from '../../src/studio/studio-seed';
import { adults, call, contact, fillCheckout, finalizeBody } from '../cart-helpers';
import { draftOf, signIn, startStudio } from './studio-client';
import type { StudioClient } from './studio-client';

// Issue 20: the live preview shows the draft's flags and a checkout that can never be booked.
const DOMAIN = 'atlas.localhost';
const FLAG = 'travel.search.v2';
let app: FastifyInstance;
let editor: StudioClient;

beforeAll(async () => {
  ({ app, editor } = await startStudio(DOMAIN));
});
afterAll(() => app?.close());

async function flags(domainName: string, preview?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/services/app/FeatureToogle/FlagProviderList',
    payload: { domainName, ...(preview !== undefined && { preview }) },
  });
  const toggles =
    response.statusCode === 200 ? (response.json().result.toggles as { name: string; enabled: boolean }[]) : [];
  return { status: response.statusCode, headers: response.headers, toggles };
}

const stateOf = (toggles: { name: string; enabled: boolean }[]) =>
  toggles.find((toggle) => toggle.name === FLAG)?.enabled;

describe('studio preview: feature flags of the draft', () => {
  it('answers the draft flags to a preview token of the domain, the published ones otherwise', async () => {
    const published = await flags(DOMAIN);
    const document = await draftOf(editor, DOMAIN);
    const wanted = !(stateOf(published.toggles) ?? false);
    document.flags = [...document.flags.filter((flag) => flag.name !== FLAG), { name: FLAG, enabled: wanted }];
    const saved = await editor.request('PUT', `/api/studio/brands/${DOMAIN}/draft`, { document });
    expect(saved.statusCode).toBe(200);
    const token = saved.json().result.previewToken as string;

    const preview = await flags(DOMAIN, token);
    expect(preview.status).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(stateOf(preview.toggles)).toBe(wanted);
    // Nothing published: visitors still get the published flags.
    expect(stateOf((await flags(DOMAIN)).toggles)).toBe(stateOf(published.toggles));
    // A token is for its own domain only, and a forged one is refused.
    expect((await flags('club.localhost', token)).status).toBe(403);
    expect((await flags(DOMAIN, `${token}x`)).status).toBe(403);
    expect((await editor.request('DELETE', `/api/studio/brands/${DOMAIN}/draft`)).statusCode).toBe(200);
  });
});

describe('studio preview: a checkout cart that can never be booked', () => {
  const previewCart = (client: StudioClient, domain: string) =>
    client.request('POST', `/api/studio/brands/${domain}/preview-cart`);

  it('makes a cart of the brand first product that the checkout reads like any cart', async () => {
    const response = await previewCart(editor, DOMAIN);
    expect(response.statusCode).toBe(200);
    const cart = response.json().result as { cartId: string; requestUuid: string; productType: string };
    expect(cart.productType).toBe('H');
    const full = await call(app, cart, 'RetrieveCartFull', 'POST', undefined, {
      query: { domainName: DOMAIN, producttype: 'H' },
    });
    expect(full.statusCode).toBe(200);
    expect(full.json().result.products[0]).toMatchObject({ type: 'STAY' });
  });

  it('refuses to finalize or confirm a preview cart (409), so no order is ever placed', async () => {
    const cart = (await previewCart(editor, DOMAIN)).json().result;
    await fillCheckout(app, cart, adults(2, false));
    const finalize = await call(app, cart, 'CartFinalize', 'POST', finalizeBody(['CARD']));
    expect(finalize.statusCode).toBe(409);
    expect(finalize.body).toContain('brand studio preview');
    expect((await call(app, cart, 'ConfirmCart', 'POST')).statusCode).toBe(409);
    expect((await call(app, cart, 'GetOrders', 'GET')).json().result).toEqual([]);
    // The contact step still works: the preview shows the real checkout.
    expect((await call(app, cart, 'RetrieveContact')).json().result).toMatchObject({ email: contact.email });
  });

  it('takes each brand first product: a flight, a package, a top hotel (sold as HGH)', async () => {
    const admin = await signIn(app, DEMO_STUDIO_ADMIN);
    for (const [domain, productType] of [
      ['freeflight.localhost', 'FF'],
      ['localhost', 'DP'],
      ['tophotel.localhost', 'HGH'],
    ]) {
      const response = await previewCart(admin, domain!);
      expect(response.statusCode, domain).toBe(200);
      const cart = response.json().result;
      expect(cart.productType, domain).toBe(productType);
      const full = await call(app, cart, 'RetrieveCartFull', 'POST', undefined, {
        query: { domainName: domain!, producttype: productType! },
      });
      expect(full.statusCode, domain).toBe(200);
    }
  });

  it("is the editor's own domains only, with a session and its CSRF token", async () => {
    expect((await previewCart(editor, 'club.localhost')).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: `/api/studio/brands/${DOMAIN}/preview-cart` });
    expect(anonymous.statusCode).toBe(401);
    const noCsrf = await app.inject({
      method: 'POST',
      url: `/api/studio/brands/${DOMAIN}/preview-cart`,
      headers: { cookie: editor.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
  });
});
