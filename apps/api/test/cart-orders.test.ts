import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  adults,
  call,
  CART,
  cartBody,
  createFlightCart,
  fieldsOf,
  fillCheckout,
  finalizeBody,
  flightProposal,
  memberToken,
} from './cart-helpers';
import type { CartRef } from './cart-helpers';
import { resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

interface Breakdown {
  methods: string[];
  total: { amount: number };
  pointsUsed: number;
  paidWithPoints: { amount: number };
  paidWithVoucher: { amount: number };
  toPayByCard: { amount: number };
}
interface OrderResult {
  orderNumber: string;
  status: string;
  totals: Breakdown;
  payment: { provider: string; redirectUrl: string | null };
}

let app: FastifyInstance;
let proposal: { id: string; total: number };
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  proposal = await flightProposal(app);
});
afterAll(() => app?.close());

async function readyCart(options: Parameters<typeof createFlightCart>[2] = {}): Promise<CartRef> {
  const ref = await createFlightCart(app, proposal.id, options);
  await fillCheckout(app, ref, adults(2));
  return ref;
}

describe('CartFinalize', () => {
  it('needs the contact and every traveller first (409)', async () => {
    const ref = await createFlightCart(app, proposal.id);
    const res = await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['CARD']));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.details).toMatch(/contact/);
  });

  it('names the bad payment field', async () => {
    const ref = await readyCart();
    const finalize = (body: unknown) => call(app, ref, 'CartFinalize', 'POST', body);
    expect(fieldsOf(await finalize({ ...finalizeBody(['CARD']), acceptTerms: false }))).toEqual(['acceptTerms']);
    expect(fieldsOf(await finalize({ ...finalizeBody(['CARD']), returnPath: 'https://evil.example' }))).toEqual([
      'returnPath',
    ]);
    expect(fieldsOf(await finalize(finalizeBody(['VOUCHER'])))).toEqual(['payment.methods']);
    // Anonymous: no programme points to spend.
    expect(fieldsOf(await finalize(finalizeBody(['POINTS', 'CARD'], 100)))).toEqual(['payment.methods']);
    expect(fieldsOf(await finalize({ ...finalizeBody(['CARD']), payment: { methods: ['CARD'], amount: 1 } }))).toEqual([
      'payment.amount',
    ]);
  });

  it('returns the same outcome for a repeat, and a new choice replaces an unconfirmed one', async () => {
    const ref = await readyCart();
    const first = resultOf<{ cart: { status: string }; payment: Breakdown }>(
      await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['CARD'])),
    );
    expect(first.cart.status).toBe('FINALIZED');
    expect(first.payment.toPayByCard.amount).toBeCloseTo(proposal.total, 2);
    const repeat = resultOf(await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['CARD'])));
    expect(repeat).toEqual(first);
  });
});

describe('ConfirmCart', () => {
  it('refuses a cart that is not finalized (409)', async () => {
    const ref = await readyCart();
    expect((await call(app, ref, 'ConfirmCart')).statusCode).toBe(409);
  });

  it('places one order for 20 concurrent confirms, and repeats return it', async () => {
    const ref = await readyCart();
    resultOf(await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['CARD'])));
    const responses = await Promise.all(Array.from({ length: 20 }, () => call(app, ref, 'ConfirmCart')));
    const orders = responses.map((res) => resultOf<OrderResult>(res));
    expect(new Set(orders.map((order) => order.orderNumber)).size).toBe(1);
    const order = orders[0]!;
    expect(order.status).toBe('PENDING_PAYMENT');
    expect(order.payment.redirectUrl).toMatch(/^\/payment\/hosted\/pay-/);
    expect(resultOf<OrderResult>(await call(app, ref, 'ConfirmCart'))).toEqual(order);
    expect(resultOf<OrderResult[]>(await call(app, ref, 'GetOrders', 'GET'))).toEqual([order]);
    const full = resultOf<{ status: string; order: OrderResult; payment: Breakdown }>(
      await call(app, ref, 'RetrieveCartFull', 'POST', undefined, {
        query: { domainName: 'localhost', producttype: 'F' },
      }),
    );
    expect(full.status).toBe('CONFIRMED');
    expect(full.order).toEqual(order);
    // The repeated finalize still answers its outcome; another choice or a change is refused.
    expect((await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['CARD']))).statusCode).toBe(200);
    expect(
      (await call(app, ref, 'CartFinalize', 'POST', { ...finalizeBody(['CARD']), returnPath: '/x' })).statusCode,
    ).toBe(409);
    expect((await call(app, ref, 'AddProductToCart', 'POST', { productId: 'CHECKED_BAG' })).statusCode).toBe(409);
  });

  it('lists no orders before confirmation', async () => {
    const ref = await readyCart();
    expect(resultOf(await call(app, ref, 'GetOrders', 'GET'))).toEqual([]);
  });
});

describe('prices come from the server', () => {
  it('ignores client prices: they are refused, and totals follow the supplier price', async () => {
    const tampered = await app.inject({
      method: 'POST',
      url: `${CART}/CreateCart`,
      payload: {
        ...cartBody({ kind: 'TRANSPORT', proposalId: proposal.id, price: { amount: 1, currency: 'EUR' } }),
        totals: { total: { amount: 1 } },
      },
    });
    expect(tampered.statusCode).toBe(400);
    expect(fieldsOf(tampered).sort()).toEqual(['selection.price', 'totals']);

    const ref = await readyCart();
    const finalized = resultOf<{ payment: Breakdown }>(
      await call(app, ref, 'CartFinalize', 'POST', {
        ...finalizeBody(['CARD']),
        payment: { methods: ['CARD'], pointsToUse: 0 },
      }),
    );
    expect(finalized.payment.total.amount).toBeCloseTo(proposal.total, 2);
    const detail = resultOf<{ price: { total: { amount: number } } }>(
      await app.inject(
        `/api/services/app/ShoppingTransportService/GetTransportProposalByProposalId?proposalId=${proposal.id}`,
      ),
    );
    expect(finalized.payment.toPayByCard.amount).toBeCloseTo(detail.price.total.amount, 2);
  });
});

describe('points', () => {
  it('combines points and card within the member allowance', async () => {
    const token = await memberToken(app, 'Member - 50,000 points');
    const headers = { authorization: `Bearer ${token}` };
    const ref = await readyCart();
    const config = resultOf<{ points: { balance: number; conversionRate: number; maxUsable: number; label: string } }>(
      await call(app, ref, 'GetCartConfig', 'GET', undefined, { headers }),
    );
    expect(config.points).toMatchObject({ balance: 50_000, conversionRate: 100, label: 'Wayfare Miles' });
    // Amounts are in cents and a point is worth 0.01 EUR: the points that pay the total equal its cents.
    expect(config.points.maxUsable).toBe(Math.min(50_000, proposal.total));

    const tooMany = await call(
      app,
      ref,
      'CartFinalize',
      'POST',
      finalizeBody(['POINTS', 'CARD'], config.points.maxUsable + 1),
      { headers },
    );
    expect(fieldsOf(tooMany)).toEqual(['payment.pointsToUse']);
    const pointsOnly = await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['POINTS'], 1000), { headers });
    expect(fieldsOf(pointsOnly)).toEqual(['payment.methods']);

    const finalized = resultOf<{ payment: Breakdown }>(
      await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['POINTS', 'CARD'], 10_000), { headers }),
    );
    expect(finalized.payment.pointsUsed).toBe(10_000);
    expect(finalized.payment.paidWithPoints.amount).toBe(10_000);
    expect(finalized.payment.toPayByCard.amount).toBe(proposal.total - 10_000);
    const order = resultOf<OrderResult>(await call(app, ref, 'ConfirmCart'));
    expect(order.status).toBe('PENDING_PAYMENT');
    expect(order.totals.pointsUsed).toBe(10_000);
  });

  it('pays with points alone and spends them once', async () => {
    const token = await memberToken(app, 'Member - 50,000 points');
    const headers = { authorization: `Bearer ${token}` };
    const ref = await readyCart();
    const { points } = resultOf<{ points: { maxUsable: number } }>(
      await call(app, ref, 'GetCartConfig', 'GET', undefined, { headers }),
    );
    resultOf(await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['POINTS'], points.maxUsable), { headers }));
    const [order] = await Promise.all([call(app, ref, 'ConfirmCart'), call(app, ref, 'ConfirmCart')]).then((all) =>
      all.map((res) => resultOf<OrderResult>(res)),
    );
    expect(order!.status).toBe('CONFIRMED');
    expect(order!.payment.redirectUrl).toBeNull();
    const next = await readyCart();
    const after = resultOf<{ points: { balance: number } }>(
      await call(app, next, 'GetCartConfig', 'GET', undefined, { headers }),
    );
    expect(after.points.balance).toBe(50_000 - points.maxUsable);
  });

  it('caps points by budgetRestriction', async () => {
    const token = await memberToken(app, 'Budget-restricted member');
    const ref = await readyCart();
    const config = resultOf<{ points: { balance: number; maxUsable: number } }>(
      await call(app, ref, 'GetCartConfig', 'GET', undefined, { headers: { authorization: `Bearer ${token}` } }),
    );
    expect(config.points.balance).toBe(20_000);
    // A budget of 300 EUR at 0.01 EUR per point.
    expect(config.points.maxUsable).toBe(Math.min(20_000, 30_000, proposal.total));
  });
});

describe('voucher payment', () => {
  it('pays with a voucher and card', async () => {
    const ref = await readyCart({
      domainName: 'freeflight.localhost',
      productType: 'FF',
      businessProfileId: 'BP-FREEFLIGHT-FF',
      language: 'es',
    });
    // The free-flight voucher is on the cart by itself; a typed code replaces it (one voucher per cart).
    resultOf(await call(app, ref, 'ApplyVoucherToCart', 'POST', { voucherCode: 'WELCOME20' }));
    expect(fieldsOf(await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['CARD'])))).toEqual(['payment.methods']);
    const finalized = resultOf<{ payment: Breakdown }>(
      await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['VOUCHER', 'CARD'])),
    );
    expect(finalized.payment.paidWithVoucher.amount).toBe(2000);
    expect(finalized.payment.toPayByCard.amount).toBe(proposal.total - 2000);
    // Removing the voucher reopens the cart: the payment choice must be made again.
    const cart = resultOf<{ status: string }>(await call(app, ref, 'RemoveVoucherFromCart', 'DELETE'));
    expect(cart.status).toBe('OPEN');
    expect((await call(app, ref, 'ConfirmCart')).statusCode).toBe(409);
  });
});

describe('expiry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers CART_EXPIRED (410) on every call once CART_TTL_MINUTES have passed', async () => {
    const ref = await readyCart();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30 * 60_000 + 1000);
    const calls: [string, 'GET' | 'POST' | 'DELETE', unknown?, Record<string, string>?][] = [
      ['GetCartConfig', 'GET'],
      ['RetrieveCart', 'POST', undefined, { domainName: 'localhost', producttype: 'F' }],
      ['RetrieveCartFull', 'POST', undefined, { domainName: 'localhost', producttype: 'F' }],
      ['GetAvailableProducts', 'GET'],
      ['AddProductToCart', 'POST', { productId: 'CHECKED_BAG' }],
      ['RetrieveContact', 'POST'],
      ['RetrieveTravellersByCartId', 'POST'],
      ['RetrieveCountries', 'POST', undefined, { lang: 'en' }],
      ['GetSubscriptions', 'GET'],
      ['GetInvoices', 'GET'],
      ['RetrieveVoucherCode', 'POST'],
      ['RetrieveSpecialRequestByCartId', 'POST'],
      ['CartFinalize', 'POST', finalizeBody(['CARD'])],
      ['ConfirmCart', 'POST'],
      ['GetOrders', 'GET'],
    ];
    for (const [name, method, payload, query] of calls) {
      const res = await call(app, ref, name, method, payload, query ? { query } : {});
      expect(res.statusCode, name).toBe(410);
      expect(res.json().error.message, name).toBe('CART_EXPIRED');
    }
  });

  it('keeps a cart alive before its expiry', async () => {
    const ref = await readyCart();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 29 * 60_000);
    expect((await call(app, ref, 'GetCartConfig', 'GET')).statusCode).toBe(200);
  });
});

describe('CART_TTL_MINUTES', () => {
  it('sets the expiry from the configuration', async () => {
    const short = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0', CART_TTL_MINUTES: '5' } });
    try {
      const ref = await createFlightCart(short, (await flightProposal(short)).id);
      const config = resultOf<{ expiresAt: string }>(await call(short, ref, 'GetCartConfig', 'GET'));
      expect(Math.round((Date.parse(config.expiresAt) - Date.now()) / 60_000)).toBe(5);
    } finally {
      await short.close();
    }
  });
});
