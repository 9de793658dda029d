import { cartApi, shoppingTransportApi } from '@wayfare/contract';
import type { Money } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adults, CART, call, fieldsOf, fillCheckout, finalizeBody, flightProposal } from './cart-helpers';
import type { CartRef } from './cart-helpers';
import { daysFromToday, resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

/** Issue 13: the client never sends the price charged; a shown price that no longer holds is reported. */
const FLIGHTS = '/api/services/app/ShoppingTransportService';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
});
afterAll(() => app?.close());

const flightCartBody = (proposalId: string, extra: Record<string, unknown> = {}) => ({
  domainName: 'localhost',
  productType: 'F',
  businessProfileId: 'BP-WAYFARE-F',
  language: 'en',
  selection: { kind: 'TRANSPORT', proposalId },
  ...extra,
});

const createCart = (payload: unknown) =>
  app.inject({ method: 'POST', url: `${CART}/CreateCart`, payload: payload as object });

interface CartView {
  priceChange: { previous: Money; current: Money } | null;
  voucher: { code: string; discount: Money; automatic: boolean } | null;
  totals: { products: Money; discounts: Money; total: Money; taxesAndFees: Money };
}

const retrieveCart = async (ref: CartRef, domainName: string, producttype: string) =>
  resultOf<CartView>(await call(app, ref, 'RetrieveCart', 'POST', undefined, { query: { domainName, producttype } }));

describe('CreateCart refuses tampered offers', () => {
  it('answers 404 naming the field for an unknown proposal or selection id', async () => {
    const unknownFlight = await createCart(flightCartBody('MAD.FCO.20300501.x.2.x~NOPE~x~0'));
    expect(unknownFlight.statusCode).toBe(404);
    expect(unknownFlight.json().error.details).toMatch(/selection\.proposalId/);
    const unknownStay = await createCart({
      ...flightCartBody('x'),
      productType: 'H',
      businessProfileId: 'BP-WAYFARE-H',
      selection: { kind: 'SELECTION', selectionId: 'sel-forged' },
    });
    expect(unknownStay.statusCode).toBe(404);
    expect(unknownStay.json().error.details).toMatch(/selection\.selectionId/);
  });

  it('never takes a price from the client: a price field is refused, a displayed price is only compared', async () => {
    const proposal = await flightProposal(app);
    const withPrice = await createCart({
      ...flightCartBody(proposal.id),
      selection: { kind: 'TRANSPORT', proposalId: proposal.id, price: { amount: 1, currency: 'EUR' } },
    });
    expect(withPrice.statusCode).toBe(400);
    expect(fieldsOf(withPrice)).toEqual(['selection.price']);
    const fractional = await createCart(
      flightCartBody(proposal.id, { displayedPrice: { amount: 1.5, currency: 'EUR' } }),
    );
    expect(fieldsOf(fractional)).toEqual(['displayedPrice.amount']);

    const cheap = { amount: 1, currency: 'EUR' };
    const ref = cartApi.CreateCart.result.parse(
      resultOf(await createCart(flightCartBody(proposal.id, { displayedPrice: cheap }))),
    );
    const current = { amount: proposal.total, currency: 'EUR' };
    expect(ref.priceChange).toEqual({ previous: cheap, current });
    const cart = await retrieveCart(ref, 'localhost', 'F');
    expect(cart.totals.total).toEqual(current);
    expect(cart.priceChange).toEqual({ previous: cheap, current });
  });

  it('reports a price shown in another currency (the old club bug) as a change, and nothing when it holds', async () => {
    const proposal = await flightProposal(app);
    const same = resultOf<{ priceChange: unknown }>(
      await createCart(flightCartBody(proposal.id, { displayedPrice: { amount: proposal.total, currency: 'EUR' } })),
    );
    expect(same.priceChange).toBeNull();
    const inEuro = { amount: proposal.total, currency: 'CHF' };
    const moved = resultOf<{ priceChange: { previous: Money; current: Money } }>(
      await createCart(flightCartBody(proposal.id, { displayedPrice: inEuro })),
    );
    expect(moved.priceChange.previous).toEqual(inEuro);
  });
});

describe('free flight (spec §1, §5, §9)', () => {
  it('applies the brand voucher by itself; nothing is paid by card when it covers the flight', async () => {
    const { searchId } = resultOf<{ searchId: string }>(
      await app.inject({
        method: 'POST',
        url: `${FLIGHTS}/CreateSearch`,
        payload: {
          departure: 'MAD',
          destination: 'BCN',
          outboundDate: daysFromToday(40),
          adults: 1,
          childrenAges: [],
          productType: 'FF',
          businessProfileId: 'BP-FREEFLIGHT-FF',
          language: 'es',
        },
      }),
    );
    // The ceiling sent to search is the voucher × 100: 150 € in cents.
    const page = shoppingTransportApi.RetrieveProposals.result.parse(
      resultOf(
        await app.inject({
          method: 'POST',
          url: `${FLIGHTS}/RetrieveProposals?searchId=${searchId}`,
          payload: {
            staticData: { language: 'es' },
            sort: { value: 'PRICE', ascending: true },
            facets: { price: { max: 150 * 100 } },
          },
        }),
      ),
    );
    expect(page.proposals.every((proposal) => proposal.price.total.amount <= 15_000)).toBe(true);
    const flight = page.proposals[0]!;
    const ref = cartApi.CreateCart.result.parse(
      resultOf(
        await createCart({
          domainName: 'freeflight.localhost',
          productType: 'FF',
          businessProfileId: 'BP-FREEFLIGHT-FF',
          language: 'es',
          selection: { kind: 'TRANSPORT', proposalId: flight.id },
          displayedPrice: flight.price.total,
        }),
      ),
    );
    const cart = await retrieveCart(ref, 'freeflight.localhost', 'FF');
    expect(cart.voucher).toEqual({ code: 'FREEFLIGHT', discount: flight.price.total, automatic: true });
    expect(cart.totals.total).toEqual({ amount: 0, currency: 'EUR' });

    await fillCheckout(app, ref, adults(1));
    const finalized = resultOf<{ payment: { toPayByCard: Money; paidWithVoucher: Money; methods: string[] } }>(
      await call(app, ref, 'CartFinalize', 'POST', finalizeBody(['VOUCHER'])),
    );
    expect(finalized.payment).toMatchObject({
      methods: ['VOUCHER'],
      toPayByCard: { amount: 0, currency: 'EUR' },
      paidWithVoucher: flight.price.total,
    });
    const order = resultOf<{ status: string; payment: { redirectUrl: string | null } }>(
      await call(app, ref, 'ConfirmCart'),
    );
    expect(order).toMatchObject({ status: 'CONFIRMED', payment: { redirectUrl: null } });
  });
});
