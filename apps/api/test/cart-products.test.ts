import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adults,
  call,
  createFlightCart,
  createStayCart,
  fieldsOf,
  flightProposal,
  staySelection,
} from './cart-helpers';
import type { CartRef } from './cart-helpers';
import { resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

interface Offer {
  productId: string;
  type: string;
  code: string;
  price: { amount: number };
  pricing: string;
  maxQuantity: number;
  seatMap?: {
    segments: {
      segmentId: string;
      rows: { row: number; seats: { seat: string; available: boolean; price: { amount: number } }[] }[];
    }[];
  };
}
interface CartResult {
  products: { productId: string; type: string; code?: string; price: { amount: number }; quantity?: number }[];
  voucher: { code: string; discount: { amount: number } } | null;
  totals: { products: { amount: number }; discounts: { amount: number }; total: { amount: number } };
}

let app: FastifyInstance;
let proposalId: string;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  proposalId = (await flightProposal(app)).id;
});
afterAll(() => app?.close());

const offers = async (ref: CartRef) =>
  resultOf<{ products: Offer[] }>(await call(app, ref, 'GetAvailableProducts', 'GET')).products;
const codes = (list: Offer[]) => list.map((offer) => offer.code).sort();

describe('GetAvailableProducts', () => {
  it('offers flight extras per the brand checkoutOptions', async () => {
    const ref = await createFlightCart(app, proposalId);
    const list = await offers(ref);
    expect(codes(list.filter((offer) => offer.type === 'ANCILLARY'))).toEqual([
      'CHECKED_BAG',
      'PRIORITY_BOARDING',
      'TRAVEL_INSURANCE',
    ]);
    const freeflight = await createFlightCart(app, proposalId, {
      domainName: 'freeflight.localhost',
      productType: 'FF',
      businessProfileId: 'BP-FREEFLIGHT-FF',
      language: 'es',
    });
    // The free-flight brand sells bags and seats but no insurance.
    expect(codes(await offers(freeflight)).filter((code) => code !== 'SEAT_SELECTION')).toEqual([
      'CHECKED_BAG',
      'PRIORITY_BOARDING',
    ]);
  });

  it('offers stay extras on stays and packages', async () => {
    const stay = await staySelection(app, { businessProfileId: 'BP-TOPHOTEL-H', language: 'it' });
    const ref = await createStayCart(app, stay.selectionId, {
      domainName: 'tophotel.localhost',
      productType: 'HGH',
      businessProfileId: 'BP-TOPHOTEL-H',
      language: 'it',
    });
    const list = await offers(ref);
    expect(codes(list)).toEqual(['LATE_CHECKOUT', 'TRAVEL_INSURANCE']);
    expect(list.find((offer) => offer.code === 'LATE_CHECKOUT')!.pricing).toBe('PER_BOOKING');
    const pkg = await staySelection(app, { productType: 'DP', departure: 'MAD', businessProfileId: 'BP-WAYFARE-DP' });
    const dp = await createStayCart(app, pkg.selectionId, { productType: 'DP', businessProfileId: 'BP-WAYFARE-DP' });
    expect(codes(await offers(dp))).toEqual([
      'AIRPORT_TRANSFER',
      'CHECKED_BAG',
      'LATE_CHECKOUT',
      'PRIORITY_BOARDING',
      'SEAT_SELECTION',
      'TRAVEL_INSURANCE',
    ]);
  });
});

describe('adding, replacing and removing products', () => {
  let ref: CartRef;
  let base: number;
  beforeAll(async () => {
    ref = await createFlightCart(app, proposalId);
    await call(app, ref, 'AddTravellerToCart', 'POST', { travellers: adults(2) });
    base = resultOf<CartResult>(await call(app, ref, 'RemoveVoucherFromCart', 'DELETE')).totals.total.amount;
  });

  it('prices a per-traveller extra for the whole party, on the server', async () => {
    const bag = (await offers(ref)).find((offer) => offer.code === 'CHECKED_BAG')!;
    const cart = resultOf<CartResult>(
      await call(app, ref, 'AddProductToCart', 'POST', { productId: 'CHECKED_BAG', quantity: 2 }),
    );
    const line = cart.products.find((product) => product.code === 'CHECKED_BAG')!;
    expect(line.quantity).toBe(2);
    expect(line.price.amount).toBeCloseTo(bag.price.amount * 2 * 2, 2);
    expect(cart.totals.total.amount).toBeCloseTo(base + line.price.amount, 2);
    // Adding the same extra again replaces the line.
    const again = resultOf<CartResult>(
      await call(app, ref, 'AddProductToCart', 'POST', { productId: 'CHECKED_BAG', travellerIds: ['t1'] }),
    );
    expect(again.products.filter((product) => product.code === 'CHECKED_BAG')).toHaveLength(1);
    expect(again.totals.total.amount).toBeCloseTo(base + bag.price.amount, 2);
  });

  it('refuses unknown offers, quantities and travellers (400 naming the field)', async () => {
    expect(fieldsOf(await call(app, ref, 'AddProductToCart', 'POST', { productId: 'LATE_CHECKOUT' }))).toEqual([
      'productId',
    ]);
    expect(
      fieldsOf(await call(app, ref, 'AddProductToCart', 'POST', { productId: 'PRIORITY_BOARDING', quantity: 2 })),
    ).toEqual(['quantity']);
    expect(
      fieldsOf(await call(app, ref, 'AddProductToCart', 'POST', { productId: 'CHECKED_BAG', travellerIds: ['t9'] })),
    ).toEqual(['travellerIds']);
    expect(
      fieldsOf(await call(app, ref, 'AddProductToCart', 'POST', { productId: 'CHECKED_BAG', quantity: 0 })),
    ).toEqual(['quantity']);
    expect(
      fieldsOf(await call(app, ref, 'AddProductToCart', 'POST', { productId: 'CHECKED_BAG', price: { amount: 0 } })),
    ).toEqual(['price']);
  });

  it('sells chosen seats through CreateSeatSelectionProduct and swaps them atomically', async () => {
    const seatOffer = (await offers(ref)).find((offer) => offer.type === 'SEAT_SELECTION')!;
    const segment = seatOffer.seatMap!.segments[0]!;
    const free = segment.rows.flatMap((row) => row.seats).filter((seat) => seat.available);
    const taken = segment.rows.flatMap((row) => row.seats).find((seat) => !seat.available)!;
    const pick = (seat: string, travellerId: string) => ({ segmentId: segment.segmentId, travellerId, seat });
    const created = resultOf<Offer>(
      await call(app, ref, 'CreateSeatSelectionProduct', 'POST', {
        seats: [pick(free[0]!.seat, 't1'), pick(free[1]!.seat, 't2')],
      }),
    );
    expect(created.price.amount).toBeCloseTo(free[0]!.price.amount + free[1]!.price.amount, 2);
    const cart = resultOf<CartResult>(
      await call(app, ref, 'AddProductToCart', 'POST', { productId: created.productId }),
    );
    const seats = cart.products.find((product) => product.type === 'SEAT_SELECTION')!;

    const other = resultOf<Offer>(
      await call(app, ref, 'CreateSeatSelectionProduct', 'POST', { seats: [pick(free[2]!.seat, 't1')] }),
    );
    const swapped = resultOf<CartResult>(
      await call(app, ref, 'ReplaceProductsInCart', 'POST', {
        removeProductIds: [seats.productId],
        add: [{ productId: other.productId }],
      }),
    );
    const seatLines = swapped.products.filter((product) => product.type === 'SEAT_SELECTION');
    expect(seatLines).toHaveLength(1);
    expect(seatLines[0]!.price.amount).toBeCloseTo(free[2]!.price.amount, 2);

    const bad = await call(app, ref, 'CreateSeatSelectionProduct', 'POST', {
      seats: [pick(taken.seat, 't1'), { ...pick(free[3]!.seat, 't7') }],
    });
    expect(fieldsOf(bad)).toEqual(['seats.0.seat']);
    expect(
      fieldsOf(await call(app, ref, 'CreateSeatSelectionProduct', 'POST', { seats: [pick(free[3]!.seat, 't7')] })),
    ).toEqual(['seats.0.travellerId']);
    expect(
      fieldsOf(await call(app, ref, 'CreateSeatSelectionProduct', 'POST', { seats: [pick('99Z', 't1')] })),
    ).toEqual(['seats.0.seat']);
  });

  it('removes extras but never the main product', async () => {
    const cart = resultOf<CartResult>(
      await call(app, ref, 'RetrieveCart', 'POST', undefined, { query: { domainName: 'localhost', producttype: 'F' } }),
    );
    const [main, ...extras] = cart.products;
    const mainOnly = await app.inject({
      method: 'DELETE',
      url: `/api/services/app/CartApiService/RemoveProductsFromCart?CartId=${ref.cartId}&ProductIds=${main!.productId}&requestUuid=${ref.requestUuid}`,
    });
    expect(fieldsOf(mainOnly)).toEqual(['ProductIds.0']);
    const ids = extras.map((product) => product.productId).join(',');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/services/app/CartApiService/RemoveProductsFromCart?CartId=${ref.cartId}&ProductIds=${ids}&requestUuid=${ref.requestUuid}`,
    });
    const after = resultOf<CartResult>(removed);
    expect(after.products).toHaveLength(1);
    expect(after.totals.total.amount).toBeCloseTo(base, 2);
    const missing = await app.inject({
      method: 'DELETE',
      url: `/api/services/app/CartApiService/RemoveProductsFromCart?CartId=${ref.cartId}&requestUuid=${ref.requestUuid}`,
    });
    expect(fieldsOf(missing)).toEqual(['ProductIds']);
  });

  it('sells seats on a package flight', async () => {
    const pkg = await staySelection(app, { productType: 'DP', departure: 'MAD', businessProfileId: 'BP-WAYFARE-DP' });
    const dp = await createStayCart(app, pkg.selectionId, { productType: 'DP', businessProfileId: 'BP-WAYFARE-DP' });
    await call(app, dp, 'AddTravellerToCart', 'POST', { travellers: adults(2) });
    const seatOffer = (await offers(dp)).find((offer) => offer.type === 'SEAT_SELECTION')!;
    const segment = seatOffer.seatMap!.segments[0]!;
    const seat = segment.rows.flatMap((row) => row.seats).find((candidate) => candidate.available)!;
    const created = resultOf<Offer>(
      await call(app, dp, 'CreateSeatSelectionProduct', 'POST', {
        seats: [{ segmentId: segment.segmentId, travellerId: 't1', seat: seat.seat }],
      }),
    );
    const cart = resultOf<CartResult>(
      await call(app, dp, 'AddProductToCart', 'POST', { productId: created.productId }),
    );
    expect(cart.totals.total.amount).toBeCloseTo(pkg.total + seat.price.amount, 2);
  });
});

describe('vouchers', () => {
  const freeflightCart = () =>
    createFlightCart(app, proposalId, {
      domainName: 'freeflight.localhost',
      productType: 'FF',
      businessProfileId: 'BP-FREEFLIGHT-FF',
      language: 'es',
    });

  it('applies, reads and removes a fixed voucher', async () => {
    const ref = await freeflightCart();
    resultOf(await call(app, ref, 'RemoveVoucherFromCart', 'DELETE'));
    expect(resultOf(await call(app, ref, 'RetrieveVoucherCode'))).toEqual({ voucherCode: null, discount: null });
    const cart = resultOf<CartResult>(
      await call(app, ref, 'ApplyVoucherToCart', 'POST', { voucherCode: ' welcome20 ' }),
    );
    expect(cart.voucher).toEqual({ code: 'WELCOME20', discount: { amount: 2000, currency: 'EUR' }, automatic: false });
    expect(cart.totals.total.amount).toBe(cart.totals.products.amount - 2000);
    expect(resultOf(await call(app, ref, 'RetrieveVoucherCode'))).toEqual({
      voucherCode: 'WELCOME20',
      discount: { amount: 2000, currency: 'EUR' },
    });
    const removed = resultOf<CartResult>(await call(app, ref, 'RemoveVoucherFromCart', 'DELETE'));
    expect(removed.voucher).toBeNull();
    expect(removed.totals.total.amount).toBe(removed.totals.products.amount);
  });

  it('applies the free-flight voucher of the brand (voucherAmount) by itself, never below zero', async () => {
    const ref = await freeflightCart();
    // spec §1, §9: no code typed; 150 € is 15,000 cents.
    const cart = resultOf<CartResult>(
      await call(app, ref, 'RetrieveCart', 'POST', undefined, {
        query: { domainName: 'freeflight.localhost', producttype: 'FF' },
      }),
    );
    expect(cart.voucher).toMatchObject({ code: 'FREEFLIGHT', automatic: true });
    expect(cart.voucher!.discount.amount).toBe(Math.min(15_000, cart.totals.products.amount));
    expect(cart.totals.total.amount).toBe(Math.max(0, cart.totals.products.amount - 15_000));
    const typed = resultOf<CartResult>(
      await call(app, ref, 'ApplyVoucherToCart', 'POST', { voucherCode: 'FREEFLIGHT' }),
    );
    expect(typed.voucher).toEqual(cart.voucher);
  });

  it('refuses unknown codes, brands without vouchers and malformed codes', async () => {
    const ref = await freeflightCart();
    const unknown = await call(app, ref, 'ApplyVoucherToCart', 'POST', { voucherCode: 'NOPE-123' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.validationErrors).toEqual([{ field: 'voucherCode', message: 'unknown voucher code' }]);
    expect(fieldsOf(await call(app, ref, 'ApplyVoucherToCart', 'POST', { voucherCode: 'a b' }))).toEqual([
      'voucherCode',
    ]);
    const localhost = await createFlightCart(app, proposalId);
    expect(fieldsOf(await call(app, localhost, 'ApplyVoucherToCart', 'POST', { voucherCode: 'WELCOME20' }))).toEqual([
      'voucherCode',
    ]);
    expect(fieldsOf(await call(app, localhost, 'ApplyVoucherToCart', 'POST', { voucherCode: 'FREEFLIGHT' }))).toEqual([
      'voucherCode',
    ]);
  });
});
