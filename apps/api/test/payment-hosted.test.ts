import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adults,
  call,
  createFlightCart,
  fillCheckout,
  finalizeBody,
  flightProposal,
  memberToken,
} from './cart-helpers';
import type { CartRef } from './cart-helpers';
import { resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

interface OrderResult {
  orderNumber: string;
  status: string;
  payment: { redirectUrl: string | null };
}

let app: FastifyInstance;
let proposalId: string;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  proposalId = (await flightProposal(app)).id;
});
afterAll(() => app?.close());
afterEach(() => {
  vi.useRealTimers();
});

const card = (number: string) => ({ name: 'Anna Rossi', number, expiry: '12/39', cvc: '123' });

async function placedOrder(
  methods = ['CARD'],
  pointsToUse = 0,
  headers: Record<string, string> = {},
): Promise<{ ref: CartRef; order: OrderResult; url: string }> {
  const ref = await createFlightCart(app, proposalId);
  await fillCheckout(app, ref, adults(2));
  resultOf(await call(app, ref, 'CartFinalize', 'POST', finalizeBody(methods, pointsToUse), { headers }));
  const order = resultOf<OrderResult>(await call(app, ref, 'ConfirmCart'));
  return { ref, order, url: order.payment.redirectUrl! };
}

const post = (url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const orderOf = async (ref: CartRef) => resultOf<OrderResult[]>(await call(app, ref, 'GetOrders', 'GET'))[0]!;
const returned = (order: OrderResult, outcome: string) =>
  `/checkout?checkoutStep=5&payment=${outcome}&orderNumber=${order.orderNumber}`;

function expectRedirect(res: LightMyRequestResponse, location: string) {
  expect(res.statusCode, res.body).toBe(303);
  expect(res.headers.location).toBe(location);
}

describe('hosted payment page', () => {
  it('is a plain accessible form with a strict CSP and no script', async () => {
    const { order, url } = await placedOrder();
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain(`<form method="post" action="${url}"`);
    for (const name of ['name', 'number', 'expiry', 'cvc']) expect(res.body).toContain(`<label for="${name}">`);
    expect(res.body).toContain('autocomplete="cc-number"');
    expect(res.body).toContain(order.orderNumber);
    expect(res.body).toContain('<html lang="en">');
  });

  it('confirms the order on the success card and returns to the web app', async () => {
    const { ref, order, url } = await placedOrder();
    expectRedirect(await post(url, card('4242 4242 4242 4242')), returned(order, 'success'));
    const paid = await orderOf(ref);
    expect(paid.status).toBe('CONFIRMED');
    expect(paid.payment.redirectUrl).toBeNull();
    // A second visit or post never charges twice: it goes back with the same outcome.
    expectRedirect(await app.inject(url), returned(order, 'success'));
    expectRedirect(await post(url, card('4000000000000002')), returned(order, 'success'));
    expect((await orderOf(ref)).status).toBe('CONFIRMED');
  });

  it('declines the decline card and lets the visitor try again', async () => {
    const { ref, order, url } = await placedOrder();
    expectRedirect(await post(url, card('4000 0000 0000 0002')), returned(order, 'declined'));
    const failed = await orderOf(ref);
    expect(failed.status).toBe('PAYMENT_FAILED');
    expect(failed.payment.redirectUrl).toBe(url);
    const retry = await app.inject(url);
    expect(retry.body).toContain('Your card was declined');
    expectRedirect(await post(url, card('4242424242424242')), returned(order, 'success'));
    expect((await orderOf(ref)).status).toBe('CONFIRMED');
  });

  it('keeps the name typed for the next attempt after a refused card, never the number or code', async () => {
    const { order, url } = await placedOrder();
    const declined = await post(url, { ...card('4000 0000 0000 0002'), name: 'Zoë Núñez' });
    expectRedirect(declined, returned(order, 'declined'));
    const cookie = String(declined.headers['set-cookie']).split(';')[0]!;
    expect(String(declined.headers['set-cookie'])).toMatch(/HttpOnly/);
    expect(cookie).toBe(`wf_card_name=${encodeURIComponent('Zoë Núñez')}`);
    // "Try the payment again": the browser comes back with its cookie, the form with the name in it.
    const retry = await app.inject({ url, headers: { cookie } });
    expect(retry.body).toContain('Your card was declined');
    expect(retry.body).toMatch(/id="name"[^>]*value="Zoë Núñez"/);
    expect(retry.body).toMatch(/id="number"[^>]*value=""/);
    // Paid: the name is forgotten.
    const paid = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams(card('4242424242424242')).toString(),
    });
    expectRedirect(paid, returned(order, 'success'));
    expect(String(paid.headers['set-cookie'])).toMatch(/^wf_card_name=; .*Max-Age=0/);
  });

  it('asks for 3-D Secure on the challenge card: deny declines, approve pays', async () => {
    const { ref, order, url } = await placedOrder();
    expectRedirect(await post(url, card('4000 0000 0000 3220')), `${url}/challenge`);
    // While the challenge is open the form page leads to it.
    expectRedirect(await app.inject(url), `${url}/challenge`);
    const challenge = await app.inject(`${url}/challenge`);
    expect(challenge.statusCode).toBe(200);
    expect(challenge.body).toContain('ending in 3220');
    expect(challenge.body).toContain('name="decision" value="approve"');
    expect(challenge.body).not.toMatch(/<script/i);
    expectRedirect(await post(`${url}/challenge`, { decision: 'deny' }), returned(order, 'declined'));
    expect((await orderOf(ref)).status).toBe('PAYMENT_FAILED');
    // Without an open challenge, the step sends back to the form.
    expectRedirect(await app.inject(`${url}/challenge`), url);

    expectRedirect(await post(url, card('4000000000003220')), `${url}/challenge`);
    expectRedirect(await post(`${url}/challenge`, { decision: 'approve' }), returned(order, 'success'));
    expect((await orderOf(ref)).status).toBe('CONFIRMED');
  });

  it('names bad fields and keeps what was typed, except the security code', async () => {
    const { ref, url } = await placedOrder();
    const res = await post(url, { name: 'Anna Rossi', number: '4242 4242 4242 4241', expiry: '13/30', cvc: '987' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toMatch(/id="number"[^>]*value="4242 4242 4242 4241"[^>]*aria-invalid="true"/);
    expect(res.body).toMatch(/id="expiry"[^>]*value="13\/30"[^>]*aria-invalid="true"/);
    expect(res.body).toMatch(/id="name"[^>]*value="Anna Rossi"/);
    expect(res.body).toContain('id="expiry-error"');
    expect(res.body).not.toContain('987');
    expect((await orderOf(ref)).status).toBe('PENDING_PAYMENT');
  });

  it('accepts the expiry typed as 0830 or 8/30', async () => {
    for (const expiry of ['0839', '8/39']) {
      const { order, url } = await placedOrder();
      const res = await post(url, { ...card('4242424242424242'), expiry });
      expectRedirect(res, returned(order, 'success'));
    }
  });

  it('speaks French and formats CHF the French-Swiss way on club.localhost, in the brand colours', async () => {
    const ref = await createFlightCart(app, proposalId, {
      domainName: 'club.localhost',
      businessProfileId: 'BP-CLUB-F',
      language: 'fr',
    });
    await fillCheckout(app, ref, adults(2));
    resultOf(await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['CARD'], 0)));
    const order = resultOf<OrderResult>(await call(app, ref, 'ConfirmCart'));
    const page = await app.inject(order.payment.redirectUrl!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Payer par carte');
    // fr-CH: narrow no-break space between thousands, a point before the rappen, the code after.
    expect(page.body).toMatch(/class="amount"[^>]*>\d{1,3}(\u202f\d{3})*\.\d{2}\u00a0CHF</);
    expect(page.body).toContain('Club Évasion');
    expect(page.body).toContain('--brand:#9A3412');
    const csp = String(page.headers['content-security-policy']);
    expect(csp.match(/sha256-/g)).toHaveLength(2);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('answers 404 for an unknown payment and 410 once the cart has expired', async () => {
    const unknown = await app.inject('/payment/hosted/pay-unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    const { order, url } = await placedOrder();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 60_000);
    const expired = await post(url, card('4242424242424242'));
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain(returned(order, 'expired').replaceAll('&', '&amp;'));
  });

  it('spends the points of a points + card payment only when the card succeeds', async () => {
    const token = await memberToken(app, 'Club member', 'club.localhost');
    const headers = { authorization: `Bearer ${token}` };
    const balance = async () => {
      const ref = await createFlightCart(app, proposalId, {
        domainName: 'club.localhost',
        businessProfileId: 'BP-CLUB-F',
        language: 'fr',
      });
      const config = resultOf<{ points: { balance: number } }>(
        await call(app, ref, 'GetCartConfig', 'GET', undefined, { headers }),
      );
      return config.points.balance;
    };
    const ref = await createFlightCart(app, proposalId, {
      domainName: 'club.localhost',
      businessProfileId: 'BP-CLUB-F',
      language: 'fr',
    });
    await fillCheckout(app, ref, adults(2));
    const finalized = resultOf<{ payment: { paidWithPoints: { amount: number; currency: string } } }>(
      await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['CARD', 'POINTS'], 5000), { headers }),
    );
    // Club points are worth 0.02 CHF each.
    expect(finalized.payment.paidWithPoints).toEqual({ amount: 10_000, currency: 'CHF' });
    const order = resultOf<OrderResult>(await call(app, ref, 'ConfirmCart'));
    expect(await balance()).toBe(12_000);
    const url = order.payment.redirectUrl!;
    expectRedirect(await post(url, card('4000000000000002')), returned(order, 'declined'));
    expect(await balance()).toBe(12_000);
    const success = await post(url, card('4242424242424242'));
    expect(success.statusCode).toBe(303);
    expect(await balance()).toBe(7_000);
  });
});
