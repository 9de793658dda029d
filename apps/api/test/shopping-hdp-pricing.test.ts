import { discountPercent } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';
import { createSearch, daysFromToday, fieldsOf, HDP, resultOf, retrieve, romeSearch } from './hdp-helpers';
import type { AlternativesResult, PricingResult, ProposalsResult } from './hdp-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
});
afterAll(() => app?.close());

async function price(searchId: string, proposalId: string, language = 'en') {
  const created = resultOf<{ pricingId: string }>(
    await app.inject({ method: 'POST', url: `${HDP}/CreatePricing`, payload: { searchId, proposalId, language } }),
  );
  return resultOf<PricingResult>(await app.inject(`${HDP}/RetrievePricing?pricingId=${created.pricingId}`));
}

const cheapestRate = (pricing: PricingResult) =>
  Math.min(...pricing.rooms.flatMap((room) => room.rates.map((rate) => rate.price.total.amount)));

describe('CreatePricing and RetrievePricing', () => {
  let searchId: string;
  let pricing: PricingResult;
  let proposal: ProposalsResult['proposals'][number];
  beforeAll(async () => {
    searchId = await createSearch(app, romeSearch({ childrenAges: [6] }));
    const result = resultOf<ProposalsResult>(
      await retrieve(app, searchId, {
        facets: { 'free-cancellation': true },
        sort: { value: 'PRICE', ascending: true },
      }),
    );
    proposal = result.proposals[0]!;
    pricing = await price(searchId, proposal.id, 'it');
  });

  it('prices rooms with a rate per meal plan for the whole party and stay', () => {
    expect(pricing.accommodation.id).toBe(proposal.accommodation.id);
    expect(pricing.nights).toBe(4);
    expect(pricing.adults).toBe(2);
    expect(pricing.childrenAges).toEqual([6]);
    expect(pricing.rooms.length).toBeGreaterThan(0);
    expect(pricing.transport).toBeNull();
    for (const room of pricing.rooms) {
      expect(room.maxOccupancy).toBeGreaterThanOrEqual(3);
      for (const rate of room.rates) expect(rate.price.perNight.amount).toBe(Math.round(rate.price.total.amount / 4));
    }
    // Rooms in the pricing language; the card's free-cancellation price is one of the rates.
    expect(pricing.rooms.some((room) => /Camera|Monolocale|Bilocale|Letto|Villa|Suite|Trilocale/.test(room.name))).toBe(
      true,
    );
    expect(pricing.total.amount).toBeCloseTo(cheapestRate(pricing), 2);
    const flexible = pricing.rooms.flatMap((room) => room.rates).filter((rate) => rate.freeCancellation);
    expect(Math.min(...flexible.map((rate) => rate.price.total.amount))).toBeCloseTo(proposal.price.total.amount, 2);
    expect(pricing.pointsEquivalent).toBe(Math.ceil(pricing.total.amount / 100 / 0.01 - 1e-9));
    expect(Date.parse(pricing.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('gives flexible rates a free-cancellation deadline before check-in and non-refundable ones a penalty', () => {
    const rates = pricing.rooms.flatMap((room) => room.rates);
    const flexible = rates.find((rate) => rate.freeCancellation)!;
    expect(flexible.cancellationPolicy.refundable).toBe(true);
    expect(flexible.cancellationPolicy.freeCancellationUntil! < `${pricing.checkIn}T00:00`).toBe(true);
    expect(flexible.cancellationPolicy.penalties.at(-1)!.amount).toEqual(flexible.price.total);
    const nonRefundable = rates.find((rate) => !rate.freeCancellation)!;
    expect(nonRefundable.cancellationPolicy).toMatchObject({ refundable: false, freeCancellationUntil: null });
    expect(nonRefundable.price.total.amount).toBeLessThan(
      rates.find((rate) => rate.freeCancellation && rate.rateId.startsWith(nonRefundable.rateId.replace('-NRF', '')))!
        .price.total.amount,
    );
  });

  // The selection's full record (getSelection, for the cart) is covered in src/shopping/hdp/stay-shopping.test.ts.
  it('selects a rate', async () => {
    const room = pricing.rooms[0]!;
    const rate = room.rates[0]!;
    const res = await app.inject({
      method: 'POST',
      url: `${HDP}/CreateSelection`,
      payload: { pricingId: pricing.pricingId, roomId: room.roomId, rateId: rate.rateId },
    });
    const selection = resultOf<{ selectionId: string; pricingId: string; total: { amount: number } }>(res);
    expect(selection.pricingId).toBe(pricing.pricingId);
    expect(selection.total).toEqual(rate.price.total);
    expect(selection.selectionId).toMatch(/^[\w-]+$/);
  });

  it('answers 404 for unknown pricings, proposals, rooms and rates', async () => {
    expect((await app.inject(`${HDP}/RetrievePricing?pricingId=nope`)).statusCode).toBe(404);
    const unknownProposal = await app.inject({
      method: 'POST',
      url: `${HDP}/CreatePricing`,
      payload: { searchId, proposalId: 'ROM-H9999', language: 'en' },
    });
    expect(unknownProposal.statusCode).toBe(404);
    const unknownSearch = await app.inject({
      method: 'POST',
      url: `${HDP}/CreatePricing`,
      payload: { searchId: 'nope', proposalId: proposal.id, language: 'en' },
    });
    expect(unknownSearch.statusCode).toBe(404);
    for (const payload of [
      { pricingId: pricing.pricingId, roomId: 'NOPE', rateId: pricing.rooms[0]!.rates[0]!.rateId },
      { pricingId: pricing.pricingId, roomId: pricing.rooms[0]!.roomId, rateId: 'NOPE' },
    ]) {
      expect((await app.inject({ method: 'POST', url: `${HDP}/CreateSelection`, payload })).statusCode).toBe(404);
    }
  });

  it('rejects bad bodies with 400 naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${HDP}/CreatePricing`,
      payload: { searchId, language: 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['proposalId']);
    const noPackage = await app.inject({
      method: 'POST',
      url: `${HDP}/GetAlternativeTransports?pricingId=${pricing.pricingId}`,
      payload: {},
    });
    expect(noPackage.statusCode).toBe(400);
    expect(fieldsOf(noPackage)).toEqual(['pricingId']);
  });
});

describe('packages (DP)', () => {
  let searchId: string;
  let proposals: ProposalsResult;
  beforeAll(async () => {
    searchId = await createSearch(
      app,
      romeSearch({
        productType: 'DP',
        departure: 'MAD',
        businessProfileId: 'BP-WAYFARE-DP',
        checkOut: daysFromToday(63),
      }),
    );
    proposals = resultOf<ProposalsResult>(await retrieve(app, searchId));
  });

  it('give every stay the same default flight, priced into the total', async () => {
    const flightIds = new Set(proposals.proposals.map((proposal) => proposal.flight?.proposalId));
    expect(flightIds.size).toBe(1);
    const flight = proposals.proposals[0]!.flight!;
    expect(flight.outbound.departure.airport).toBe('MAD');
    expect(['FCO', 'CIA']).toContain(flight.outbound.arrival.airport);
    expect(flight.inbound).not.toBeNull();

    const pricing = await price(searchId, proposals.proposals[0]!.id);
    expect(pricing.productType).toBe('DP');
    expect(pricing.transport!.id).toBe(flight.proposalId);
    expect(pricing.total.amount).toBeCloseTo(cheapestRate(pricing) + pricing.transport!.price.total.amount, 1);
    // The card shows the cheapest package: stay plus flight.
    expect(proposals.proposals[0]!.price.total.amount).toBeCloseTo(pricing.total.amount, 1);
  });

  it('list alternative flights with the flight facets and switch the flight with UpdateTransport', async () => {
    const pricing = await price(searchId, proposals.proposals[0]!.id);
    const alternatives = resultOf<AlternativesResult>(
      await app.inject({
        method: 'POST',
        url: `${HDP}/GetAlternativeTransports?pricingId=${pricing.pricingId}`,
        payload: { facets: { outboundStops: [0] }, sort: { value: 'PRICE', ascending: false } },
      }),
    );
    expect(alternatives.totalCount).toBeGreaterThan(0);
    expect(alternatives.proposals.length).toBeLessThanOrEqual(20);
    expect(
      alternatives.proposals.every((offer) => offer.outbound.stops === 0 && offer.id !== pricing.transport!.id),
    ).toBe(true);
    const chosen = alternatives.proposals[0]!;
    expect(chosen.priceDifference.amount).toBeCloseTo(
      chosen.price.total.amount - pricing.transport!.price.total.amount,
      1,
    );

    const updated = resultOf<PricingResult>(
      await app.inject({
        method: 'PUT',
        url: `${HDP}/UpdateTransport?pricingId=${pricing.pricingId}`,
        payload: { transportProposalId: chosen.id },
      }),
    );
    expect(updated.pricingId).toBe(pricing.pricingId);
    expect(updated.transport!.id).toBe(chosen.id);
    expect(updated.total.amount).toBeCloseTo(pricing.total.amount + chosen.priceDifference.amount, 1);
    const again = resultOf<PricingResult>(await app.inject(`${HDP}/RetrievePricing?pricingId=${pricing.pricingId}`));
    expect(again.transport!.id).toBe(chosen.id);

    const room = updated.rooms[0]!;
    const selection = resultOf<{ selectionId: string; total: { amount: number } }>(
      await app.inject({
        method: 'POST',
        url: `${HDP}/CreateSelection`,
        payload: { pricingId: pricing.pricingId, roomId: room.roomId, rateId: room.rates[0]!.rateId },
      }),
    );
    expect(selection.total.amount).toBeCloseTo(room.rates[0]!.price.total.amount + chosen.price.total.amount, 1);
  });

  it('answers 404 for a flight that is not an alternative', async () => {
    const pricing = await price(searchId, proposals.proposals[1]!.id);
    const res = await app.inject({
      method: 'PUT',
      url: `${HDP}/UpdateTransport?pricingId=${pricing.pricingId}`,
      payload: { transportProposalId: 'nope' },
    });
    expect(res.statusCode).toBe(404);
    const unknown = await app.inject({
      method: 'PUT',
      url: `${HDP}/UpdateTransport?pricingId=nope`,
      payload: { transportProposalId: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('static data and promotion', () => {
  it('describes a property in each language with its gallery and times', async () => {
    const descriptions = new Set<string>();
    for (const language of ['it', 'es', 'en', 'fr']) {
      const res = await app.inject({
        method: 'POST',
        url: `${HDP}/RetreiveAccommodationStaticData?accommodationId=ROM-H0001&language=${language}`,
      });
      const data = resultOf<{ description: string; images: { url: string }[]; checkInTime: string; id: string }>(res);
      descriptions.add(data.description);
      expect(data.id).toBe('ROM-H0001');
      expect(data.images[0]!.url).toBe('/api/images/stays/ROM-H0001.svg');
      expect(data.checkInTime).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(descriptions.size).toBe(4);
    const unknown = await app.inject({
      method: 'POST',
      url: `${HDP}/RetreiveAccommodationStaticData?accommodationId=NOPE`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('gives the promotion of a property, or null', async () => {
    const searchId = await createSearch(app, romeSearch());
    const promoted = resultOf<ProposalsResult>(await retrieve(app, searchId, { facets: { promotion: true } }))
      .proposals[0]!;
    const res = await app.inject({
      method: 'POST',
      url: `${HDP}/RetreiveAccommodationPromotion?accommodationId=${promoted.id}&language=es`,
    });
    const promotion = resultOf<{ title: string; discountPercent: number; validUntil: string }>(res);
    // The property's promotion takes its percent off every room, and the card's badge is the true reduction of
    // the two amounts it shows: for a stay alone both are the same number.
    expect(promotion.discountPercent).toBe(promoted.promotion!.discountPercent);
    expect(discountPercent(promoted.price.beforeDiscount!, promoted.price.total)).toBe(promotion.discountPercent);
    expect(promotion.validUntil >= new Date().toISOString().slice(0, 10)).toBe(true);
    const plain = resultOf<ProposalsResult>(await retrieve(app, searchId)).proposals.find((p) => p.promotion === null)!;
    const none = await app.inject({
      method: 'POST',
      url: `${HDP}/RetreiveAccommodationPromotion?accommodationId=${plain.id}`,
    });
    expect(resultOf(none)).toBeNull();
  });
});

describe('asynchronous search (design.md)', () => {
  it('answers GENERIC_ERROR until SUPPLIER_LATENCY_MS has passed', async () => {
    const slow = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '60000' } });
    try {
      const id = await createSearch(slow, romeSearch());
      const res = await retrieve(slow, id);
      expect(res.statusCode).toBe(202);
      expect(res.json().error.message).toBe('GENERIC_ERROR');
      expect((await slow.inject(`${HDP}/RetrieveAllProposals?searchId=${id}`)).json().error.message).toBe(
        'GENERIC_ERROR',
      );
    } finally {
      await slow.close();
    }
  });

  it('gives identical proposals for the same query on two app instances', async () => {
    const other = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
    try {
      const body = romeSearch({
        destination: 'PAR',
        productType: 'DP',
        departure: 'LIS',
        businessProfileId: 'BP-WAYFARE-DP',
      });
      const request = { facets: { stars: [3, 4] }, sort: { value: 'PRICE', ascending: true } };
      const first = resultOf<ProposalsResult>(await retrieve(app, await createSearch(app, body), request));
      const second = resultOf<ProposalsResult>(await retrieve(other, await createSearch(other, body), request));
      expect(second).toEqual(first);
    } finally {
      await other.close();
    }
  });
});
