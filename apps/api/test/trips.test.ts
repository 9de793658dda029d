import type { TripDetail, TripSummary } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookStay } from './booking-helpers';
import { contact, memberToken } from './cart-helpers';
import { resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';
import { pdfText } from './pdf-text';

const ORDERS = '/api/services/app/Orders';

let app: FastifyInstance;
let rich: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  rich = { authorization: `Bearer ${await memberToken(app, 'Member - 50,000 points')}` };
  other = { authorization: `Bearer ${await memberToken(app, 'Member - no points')}` };
});
afterAll(() => app?.close());
afterEach(() => {
  vi.useRealTimers();
});

/** A confirmed stay order: flexible (free cancellation) or not, for a member (`headers`) or a guest. */
const book = (flexible: boolean, headers: Record<string, string> = {}, points = 0) =>
  bookStay(app, { flexible, headers, points });

const myTrip = (orderNumber: string, headers: Record<string, string>) =>
  app.inject({ url: `${ORDERS}/GetMyTrip?orderNumber=${orderNumber}`, headers });
const cancel = (orderNumber: string, headers: Record<string, string>, email?: string) =>
  app.inject({ method: 'POST', url: `${ORDERS}/CancelTrip`, headers, payload: { orderNumber, email } });
const find = (orderNumber: string, email: string) =>
  app.inject({ method: 'POST', url: `${ORDERS}/FindTrip`, payload: { orderNumber, email } });
const balance = async (headers: Record<string, string>) =>
  resultOf<{ pointsBalance: number }>(
    await app.inject({ url: '/api/services/app/Membership/GetMemberProfile', headers }),
  ).pointsBalance;

describe('my trips', () => {
  it('lists only the signed-in member’s orders and refuses anyone else’s', async () => {
    const mine = await book(true, rich);
    const theirs = await book(true, other);
    const list = resultOf<{ upcoming: TripSummary[]; past: TripSummary[] }>(
      await app.inject({ url: `${ORDERS}/ListMyTrips`, headers: rich }),
    );
    const numbers = [...list.upcoming, ...list.past].map((trip) => trip.orderNumber);
    expect(numbers).toContain(mine);
    expect(numbers).not.toContain(theirs);
    expect(list.upcoming.find((trip) => trip.orderNumber === mine)).toMatchObject({ status: 'CONFIRMED' });

    expect((await myTrip(theirs, rich)).statusCode).toBe(404);
    expect((await cancel(theirs, rich)).statusCode).toBe(404);
    expect(resultOf<TripDetail>(await myTrip(theirs, other)).status).toBe('CONFIRMED');
    expect((await app.inject(`${ORDERS}/ListMyTrips`)).statusCode).toBe(401);
  });

  it('shows the whole trip: stay, travellers, contact, payment and terms', async () => {
    const trip = resultOf<TripDetail>(await myTrip(await book(true, rich, 5_000), rich));
    const stay = trip.products.find((product) => product.type === 'STAY');
    expect(stay && stay.type === 'STAY' && stay.stay.accommodation.name).toBeTruthy();
    expect(trip.travellers.map((traveller) => traveller.firstName)).toEqual(['Anna', 'Marco']);
    expect(trip.contact?.email).toBe(contact.email);
    expect(trip.totals.pointsUsed).toBe(5_000);
    expect(trip.cancellation.cancellable).toBe(true);
    expect(trip.cancellation.products[0]).toMatchObject({ kind: 'FREE' });
    expect(trip.cancellation.refundNow.points).toBe(5_000);
    expect(trip.cancellation.refundNow.card).toEqual(trip.totals.toPayByCard);
  });
});

describe('cancellation', () => {
  it('refunds card and points in full within the free period, once however often it is asked', async () => {
    const orderNumber = await book(true, rich, 3_000);
    const before = await balance(rich);
    const [first, second] = await Promise.all([cancel(orderNumber, rich), cancel(orderNumber, rich)]);
    const a = resultOf<TripDetail>(first!);
    const b = resultOf<TripDetail>(second!);
    expect(a.status).toBe('CANCELLED');
    expect(a.cancellation.cancelled).toEqual(b.cancellation.cancelled);
    expect(a.cancellation.cancelled!.refund.points).toBe(3_000);
    expect(a.cancellation.cancelled!.refund.card).toEqual(a.totals.toPayByCard);
    const again = resultOf<TripDetail>(await cancel(orderNumber, rich));
    expect(again.cancellation.cancelled).toEqual(a.cancellation.cancelled);
    expect(again.cancellation.cancellable).toBe(false);
    expect(await balance(rich)).toBe(before + 3_000);
  });

  it('keeps the first night after the free deadline (partial refund)', async () => {
    // A guest: the jump in time would outlive a member's access token.
    const orderNumber = await book(true);
    const quote = resultOf<TripDetail>(await find(orderNumber, contact.email)).cancellation.products[0]!;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(quote.freeUntil!) + 2 * 86_400_000);
    const cancelled = resultOf<TripDetail>(await cancel(orderNumber, {}, contact.email));
    expect(cancelled.cancellation.products[0]!.kind).toBe('PARTIAL');
    const refund = cancelled.cancellation.cancelled!.refund;
    expect(refund.card.amount).toBeGreaterThan(0);
    expect(refund.card.amount).toBeLessThan(cancelled.totals.toPayByCard.amount);
  });

  it('refunds nothing on a non-refundable rate', async () => {
    const orderNumber = await book(false, rich);
    const cancelled = resultOf<TripDetail>(await cancel(orderNumber, rich));
    expect(cancelled.cancellation.products[0]!.kind).toBe('NON_REFUNDABLE');
    expect(cancelled.cancellation.cancelled!.refund.total.amount).toBe(0);
    expect(cancelled.status).toBe('CANCELLED');
  });
});

describe('guest lookup', () => {
  it('finds the order with its number and contact email, and gives one answer for any wrong pair', async () => {
    const orderNumber = await book(true);
    const found = resultOf<TripDetail>(await find(orderNumber.toLowerCase(), ' ANNA@example.com '));
    expect(found.orderNumber).toBe(orderNumber);
    const wrongEmail = await find(orderNumber, 'someone@example.com');
    const wrongNumber = await find('WF-NOTANORDER', contact.email);
    expect(wrongEmail.statusCode).toBe(404);
    expect(wrongNumber.statusCode).toBe(404);
    expect(wrongEmail.json()).toEqual(wrongNumber.json());
    expect((await cancel(orderNumber, {}, 'someone@example.com')).json()).toEqual(wrongNumber.json());
    expect(resultOf<TripDetail>(await cancel(orderNumber, {}, contact.email)).status).toBe('CANCELLED');
  });
});

describe('voucher', () => {
  it('is a PDF with the order number, the brand and every traveller, for the member or the guest only', async () => {
    const orderNumber = await book(true, rich);
    const voucher = (headers: Record<string, string>, email?: string) =>
      app.inject({ method: 'POST', url: `${ORDERS}/TripVoucher`, headers, payload: { orderNumber, email } });
    const res = await voucher(rich);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [orderNumber, 'Wayfare', 'Anna Rossi', 'Marco Rossi', 'Check-in', 'Cancellation']) {
      expect(text).toContain(expected);
    }
    expect((await voucher(other)).statusCode).toBe(404);
    expect((await voucher({}, 'someone@example.com')).statusCode).toBe(404);
    expect((await voucher({}, contact.email)).statusCode).toBe(200);
  });
});
