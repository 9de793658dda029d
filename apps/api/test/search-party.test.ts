import { cartApi, shoppingHdpApi, shoppingTransportApi } from '@wayfare/contract';
import type { CabinClass, Money, TransportProposal } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFlightCart, createStayCart } from './cart-helpers';
import { createSearch, daysFromToday, fieldsOf, HDP, resultOf, retrieve, romeSearch } from './hdp-helpers';
import type { PricingResult, ProposalsResult } from './hdp-helpers';
import { buildTestApp } from './helper';

/** Issue 19 item 8: the cabin class of a flight search and the rooms (with a party each) of a stay search. */
const FLIGHTS = '/api/services/app/ShoppingTransportService';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
});
afterAll(() => app?.close());

const flightBody = (cabinClass?: CabinClass) => ({
  productType: 'F',
  businessProfileId: 'BP-WAYFARE-F',
  language: 'en',
  departure: 'MAD',
  destination: 'FCO',
  outboundDate: daysFromToday(40),
  returnDate: daysFromToday(47),
  adults: 2,
  childrenAges: [6],
  ...(cabinClass ? { cabinClass } : {}),
});

/** The first page of a flight search, cheapest first. */
async function cheapestFlights(cabinClass?: CabinClass) {
  const { searchId } = resultOf<{ searchId: string }>(
    await app.inject({ method: 'POST', url: `${FLIGHTS}/CreateSearch`, payload: flightBody(cabinClass) }),
  );
  const page = shoppingTransportApi.RetrieveProposals.result.parse(
    resultOf(
      await app.inject({
        method: 'POST',
        url: `${FLIGHTS}/RetrieveProposals?searchId=${searchId}`,
        payload: { sort: { value: 'PRICE', ascending: true }, staticData: { language: 'en' } },
      }),
    ),
  );
  return { searchId, proposals: page.proposals };
}

const flightsOf = (card: TransportProposal) =>
  [card.outbound, card.inbound].map((journey) => journey?.segments.map((segment) => segment.flightNumber).join());

interface CartView {
  products: { price: Money; flight?: TransportProposal; stay?: { occupancy?: unknown; adults: number } }[];
  totals: { total: Money };
}

describe('cabin class (issue 19 item 8)', () => {
  it('prices the same flights dearer in each higher cabin, and shows the cabin on every segment', async () => {
    const cabins: CabinClass[] = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'];
    const pages = await Promise.all(cabins.map((cabin) => cheapestFlights(cabin)));
    const cheapest = pages.map((page) => page.proposals[0]!.price.total.amount);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    expect(new Set(cheapest).size).toBe(4);
    // The same itinerary pair, priced in each cabin.
    const economy = pages[0]!.proposals[0]!;
    for (const [index, page] of pages.entries()) {
      for (const card of page.proposals) {
        const segments = [...card.outbound.segments, ...(card.inbound?.segments ?? [])];
        expect(segments.every((segment) => segment.cabinClass === cabins[index])).toBe(true);
      }
      const same = page.proposals.find((card) => flightsOf(card).join('|') === flightsOf(economy).join('|'));
      if (same && index > 0) expect(same.price.total.amount).toBeGreaterThan(economy.price.total.amount);
    }
  });

  it('reads a search without cabinClass as economy (old clients and links) and refuses an unknown cabin', async () => {
    const plain = await cheapestFlights();
    const economy = await cheapestFlights('ECONOMY');
    expect(plain.proposals.map((card) => card.id)).toEqual(economy.proposals.map((card) => card.id));
    const bad = await app.inject({
      method: 'POST',
      url: `${FLIGHTS}/CreateSearch`,
      payload: { ...flightBody(), cabinClass: 'LUXURY' },
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['cabinClass']);
  });

  it("prices a day of the price calendar in the cabin: a business search's cheapest offer that day", async () => {
    const { proposals } = await cheapestFlights('BUSINESS');
    const body = flightBody('BUSINESS');
    const calendar = resultOf<{ days: { date: string; price: Money | null }[] }>(
      await app.inject({
        method: 'POST',
        url: `${FLIGHTS}/GetPriceCalendar`,
        payload: {
          departure: body.departure,
          destination: body.destination,
          from: body.outboundDate,
          days: 1,
          nights: 7,
          adults: body.adults,
          childrenAges: body.childrenAges,
          businessProfileId: body.businessProfileId,
          cabinClass: 'BUSINESS',
        },
      }),
    );
    expect(calendar.days[0]!.price).toEqual(proposals[0]!.price.total);
  });

  it('charges a business card exactly what the card and the detail showed', async () => {
    const { searchId, proposals } = await cheapestFlights('BUSINESS');
    const card = proposals[0]!;
    const detail = shoppingTransportApi.GetTransportProposalByProposalId.result.parse(
      resultOf(
        await app.inject({
          url: `${FLIGHTS}/GetTransportProposalByProposalId?proposalId=${encodeURIComponent(card.id)}&searchId=${searchId}`,
        }),
      ),
    );
    expect(detail.price).toEqual(card.price);
    expect(detail.outbound.segments[0]!.cabinClass).toBe('BUSINESS');
    const ref = cartApi.CreateCart.result.parse(
      await createFlightCart(app, card.id, { displayedPrice: card.price.total }),
    );
    expect(ref.priceChange).toBeNull();
    const cart = resultOf<CartView>(
      await call(app, ref, 'RetrieveCart', 'POST', undefined, { query: { domainName: 'localhost', producttype: 'F' } }),
    );
    expect(cart.totals.total).toEqual(card.price.total);
    expect(cart.products[0]!.flight!.outbound.segments[0]!.cabinClass).toBe('BUSINESS');
  });
});

const TWO_ROOMS = [
  { adults: 2, childrenAges: [7] },
  { adults: 1, childrenAges: [] },
];

async function firstPricing(searchId: string) {
  const proposals = resultOf<ProposalsResult>(await retrieve(app, searchId));
  const { pricingId } = resultOf<{ pricingId: string }>(
    await app.inject({
      method: 'POST',
      url: `${HDP}/CreatePricing`,
      payload: { searchId, proposalId: proposals.proposals[0]!.id, language: 'en' },
    }),
  );
  const pricing = shoppingHdpApi.RetrievePricing.result.parse(
    resultOf<PricingResult>(await app.inject(`${HDP}/RetrievePricing?pricingId=${pricingId}`)),
  );
  return { card: proposals.proposals[0]!, pricingId, pricing };
}

describe('rooms with a party each (issue 19 item 8)', () => {
  it('prices every room for its own party: each rate is the sum of its rooms, the card the cheapest rate', async () => {
    const searchId = await createSearch(app, { ...romeSearch({ adults: 3, childrenAges: [7] }), rooms: TWO_ROOMS });
    const { card, pricing } = await firstPricing(searchId);
    expect(pricing.occupancy).toEqual(TWO_ROOMS);
    expect(pricing.adults).toBe(3);
    const totals: number[] = [];
    for (const room of pricing.rooms) {
      for (const rate of room.rates) {
        expect(rate.price.perRoom).toHaveLength(2);
        expect(rate.price.perRoom!.reduce((sum, price) => sum + price.amount, 0)).toBe(rate.price.total.amount);
        totals.push(rate.price.total.amount);
      }
    }
    expect(Math.min(...totals)).toBe(card.price.total.amount);
  });

  it('costs more for two rooms than for the same party in one room of the search', async () => {
    const one = await firstPricing(await createSearch(app, romeSearch({ adults: 3, childrenAges: [7] })));
    const two = await firstPricing(
      await createSearch(app, { ...romeSearch({ adults: 3, childrenAges: [7] }), rooms: TWO_ROOMS }),
    );
    expect(one.pricing.occupancy).toBeUndefined();
    expect(one.pricing.rooms[0]!.rates[0]!.price.perRoom).toBeUndefined();
    expect(two.card.price.total.amount).not.toBe(one.card.price.total.amount);
  });

  it('carries the rooms into the cart, whose total is the selected rate', async () => {
    const searchId = await createSearch(app, { ...romeSearch({ adults: 3, childrenAges: [7] }), rooms: TWO_ROOMS });
    const { pricingId, pricing } = await firstPricing(searchId);
    const room = pricing.rooms[0]!;
    const rate = room.rates[0]!;
    const selection = resultOf<{ selectionId: string; total: Money }>(
      await app.inject({
        method: 'POST',
        url: `${HDP}/CreateSelection`,
        payload: { pricingId, roomId: room.roomId, rateId: rate.rateId },
      }),
    );
    expect(selection.total).toEqual(rate.price.total);
    const ref = await createStayCart(app, selection.selectionId);
    const cart = resultOf<CartView>(
      await call(app, ref, 'RetrieveCart', 'POST', undefined, { query: { domainName: 'localhost', producttype: 'H' } }),
    );
    expect(cart.totals.total).toEqual(rate.price.total);
    expect(cart.products[0]!.stay).toMatchObject({ adults: 3, occupancy: TWO_ROOMS });
  });

  it('refuses rooms that do not hold the party, and more than eight rooms', async () => {
    const mismatch = await app.inject({
      method: 'POST',
      url: `${HDP}/CreateSearch`,
      payload: { ...romeSearch({ adults: 2 }), rooms: TWO_ROOMS },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(fieldsOf(mismatch)).toEqual(['rooms']);
    const nine = Array.from({ length: 9 }, () => ({ adults: 1, childrenAges: [] }));
    const tooMany = await app.inject({
      method: 'POST',
      url: `${HDP}/CreateSearch`,
      payload: { ...romeSearch({ adults: 9 }), rooms: nine },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(fieldsOf(tooMany)).toContain('rooms');
  });

  it('takes eight rooms of the largest party, its id within the contract (the id carries the rooms)', async () => {
    const eight = Array.from({ length: 8 }, (_, index) => ({
      adults: 4,
      childrenAges: index < 4 ? [4, 17, 9, 1] : [],
    }));
    const searchId = await createSearch(app, {
      ...romeSearch({ adults: 32, childrenAges: eight.flatMap((room) => room.childrenAges) }),
      rooms: eight,
    });
    expect(searchId.length).toBeLessThanOrEqual(200);
    const { pricing } = await firstPricing(searchId);
    expect(pricing.occupancy).toEqual(eight);
  });
});
