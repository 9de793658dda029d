import { cartApi } from '@wayfare/contract';
import type { Money, TransportProposal } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, CART, fieldsOf } from './cart-helpers';
import type { CartRef } from './cart-helpers';
import { clubFlightSearch, clubMemberHeaders } from './club-flights';
import { resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

/** Issue 19 item 3: fare families priced by the pricing authority, chosen by id, refused when tampered with. */
let app: FastifyInstance;
let clubMember: Record<string, string>;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  clubMember = await clubMemberHeaders(app);
});
afterAll(() => app?.close());

const CLUB = { domainName: 'club.localhost', productType: 'F', businessProfileId: 'BP-CLUB-F', language: 'fr' };

/** A club (CHF) round trip with a 7-year-old: the first page and the detail of each of its proposals. */
const clubSearch = (headers: Record<string, string> = {}, facets: Record<string, unknown> = {}) =>
  clubFlightSearch(app, { headers, childrenAges: [7], facets });

const createCart = (selection: Record<string, unknown>, headers: Record<string, string> = {}, extra = {}) =>
  app.inject({
    method: 'POST',
    url: `${CART}/CreateCart`,
    payload: { ...CLUB, selection: { kind: 'TRANSPORT', ...selection }, ...extra },
    headers,
  });

interface CartView {
  products: { price: Money; flight?: TransportProposal }[];
  totals: { total: Money };
}
const retrieveCart = async (ref: CartRef) =>
  resultOf<CartView>(
    await call(app, ref, 'RetrieveCart', 'POST', undefined, {
      query: { domainName: 'club.localhost', producttype: 'F' },
    }),
  );

describe('fare families (issue 19 item 3)', () => {
  it('offers two to four fares per proposal, cheapest first, the card price being the cheapest ("from")', async () => {
    const { page, detailOf } = await clubSearch();
    for (const card of page.proposals.slice(0, 6)) {
      const detail = await detailOf(card);
      expect(detail.fares.length).toBeGreaterThanOrEqual(2);
      expect(detail.fares.length).toBeLessThanOrEqual(4);
      expect(card.fareCount).toBe(detail.fares.length);
      expect(detail.fares[0]!.id).toBe(card.fareFamily);
      expect(detail.fares[0]!.price).toEqual(card.price);
      const totals = detail.fares.map((fare) => fare.price.total.amount);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect(new Set(totals).size).toBe(totals.length);
      expect(detail.fares.every((fare) => fare.price.total.currency === 'CHF')).toBe(true);
      const flex = detail.fares.at(-1)!;
      expect(flex).toMatchObject({ id: 'FLEX', seatSelection: 'INCLUDED', fareRules: { refundable: true } });
    }
    // Deterministic: the same detail twice.
    expect(await detailOf(page.proposals[0]!)).toEqual(await detailOf(page.proposals[0]!));
  });

  it('lists each itinerary once, from its cheapest fare; a checked-bag choice lists them from the cheapest with a bag', async () => {
    const flights = (card: TransportProposal) =>
      [card.outbound, card.inbound].map((journey) => journey?.segments.map((segment) => segment.flightNumber).join());
    const cabin = (await clubSearch()).page;
    const keys = cabin.proposals.map((card) => flights(card).join('|'));
    expect(new Set(keys).size).toBe(keys.length);
    expect(cabin.proposals.every((card) => card.fareFamily === 'BASIC' && card.baggage.included === 'CABIN')).toBe(
      true,
    );
    // spec §5: ticking the checked bag sends CHECKED plus CABIN_CHECKED; the same itineraries, from Standard.
    const checked = (await clubSearch({}, { baggageIncluded: ['CHECKED', 'CABIN_CHECKED'] })).page;
    expect(checked.totalCount).toBe(cabin.totalCount);
    expect(checked.proposals.every((card) => card.fareFamily === 'STANDARD' && card.baggage.checkedBags === 1)).toBe(
      true,
    );
    const same = checked.proposals.find((card) => keys.includes(flights(card).join('|')))!;
    const basic = cabin.proposals[keys.indexOf(flights(same).join('|'))]!;
    expect(same.price.total.amount).toBeGreaterThan(basic.price.total.amount);
  });

  it("charges the chosen fare as the pricing authority priced it, member price included, with the fare's terms", async () => {
    const { page, detailOf } = await clubSearch(clubMember);
    const detail = await detailOf(page.proposals[0]!);
    const flex = detail.fares.find((fare) => fare.id === 'FLEX')!;
    expect(flex.memberPrice).toBeDefined();
    expect(flex.memberPrice!.amount).toBeLessThan(flex.price.total.amount);
    const res = await createCart({ proposalId: detail.id, fareId: 'FLEX' }, clubMember, {
      displayedPrice: flex.memberPrice,
    });
    const ref = cartApi.CreateCart.result.parse(resultOf(res));
    expect(ref.priceChange).toBeNull();
    const cart = await retrieveCart(ref);
    expect(cart.totals.total).toEqual(flex.memberPrice);
    const flight = cart.products[0]!.flight!;
    expect(flight).toMatchObject({
      fareFamily: 'FLEX',
      fareName: flex.name,
      fareRules: flex.fareRules,
      baggage: flex.baggage,
      seatSelection: 'INCLUDED',
    });
    // Flex includes the seat: the seat map's seats cost nothing in this cart.
    const extras = resultOf<{ products: { type: string; price: Money }[] }>(
      await call(app, ref, 'GetAvailableProducts', 'GET'),
    );
    const seats = extras.products.find((product) => product.type === 'SEAT_SELECTION');
    expect(seats?.price).toEqual({ amount: 0, currency: 'CHF' });
  });

  it('defaults to the cheapest fare and refuses a fare id the proposal does not sell', async () => {
    // A checked-bag list shows level-1 proposals, which start at Standard.
    const { page, detailOf } = await clubSearch({}, { baggageIncluded: ['CHECKED', 'CABIN_CHECKED'] });
    const checked = page.proposals.find((card) => card.fareFamily === 'STANDARD')!;
    const detail = await detailOf(checked);
    expect(detail.fares.map((fare) => fare.id)).toEqual(['STANDARD', 'FLEX']);
    const tampered = await createCart({ proposalId: checked.id, fareId: 'BASIC' });
    expect(tampered.statusCode).toBe(400);
    expect(fieldsOf(tampered)).toEqual(['selection.fareId']);
    const unknown = await createCart({ proposalId: checked.id, fareId: 'FIRST_CLASS' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(['selection.fareId']);
    const plain = cartApi.CreateCart.result.parse(resultOf(await createCart({ proposalId: checked.id })));
    expect((await retrieveCart(plain)).totals.total).toEqual(checked.price.total);
  });
});
