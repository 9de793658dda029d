import { cartApi, scaleMoney, shoppingHdpApi } from '@wayfare/contract';
import type { Money } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART } from './cart-helpers';
import { clubFlightSearch, clubMemberHeaders } from './club-flights';
import { daysFromToday, HDP, resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

/**
 * Issue 13 "price truth": the price a traveller is shown is the price charged, in the brand's currency, with the
 * member price for a member of the brand (a bearer token) and the list price for everyone else.
 */
let app: FastifyInstance;
let clubMember: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
  clubMember = await clubMemberHeaders(app);
});
afterAll(() => app?.close());

/** A club (CHF) flight search, its first proposal as the page and as the detail show it, for these headers. */
async function clubFlight(headers: Record<string, string> = {}) {
  const { page, detailOf } = await clubFlightSearch(app, { headers });
  const card = page.proposals[0]!;
  return { page, card, detail: await detailOf(card) };
}

async function createCart(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: `${CART}/CreateCart`, payload, headers });
  const ref = cartApi.CreateCart.result.parse(resultOf(res));
  const cart = resultOf<{ products: { price: Money }[]; totals: { total: Money; taxesAndFees: Money } }>(
    await app.inject({
      method: 'POST',
      url: `${CART}/RetrieveCart?${new URLSearchParams({
        cartId: ref.cartId,
        requestUuid: ref.requestUuid,
        domainName: String(payload.domainName),
        producttype: String(payload.productType),
      })}`,
    }),
  );
  return { ref, cart };
}

const clubFlightCart = (proposalId: string, headers: Record<string, string> = {}, displayedPrice?: Money) =>
  createCart(
    {
      domainName: 'club.localhost',
      productType: 'F',
      businessProfileId: 'BP-CLUB-F',
      language: 'fr',
      selection: { kind: 'TRANSPORT', proposalId },
      ...(displayedPrice ? { displayedPrice } : {}),
    },
    headers,
  );

describe('club (CHF): flights', () => {
  it('are in CHF on the results, the price facet, the detail and in the cart, with the same amount', async () => {
    const { page, card, detail } = await clubFlight();
    expect(page.proposals.every((proposal) => proposal.price.total.currency === 'CHF')).toBe(true);
    expect(page.proposals.every((proposal) => proposal.currency === 'CHF')).toBe(true);
    expect(page.filtersMetadata.price.min).toBeLessThanOrEqual(card.price.total.amount);
    expect(detail.price).toEqual(card.price);
    expect(detail.fareRules).toEqual(card.fareRules);
    const { cart, ref } = await clubFlightCart(card.id, {}, card.price.total);
    expect(ref.priceChange).toBeNull();
    expect(cart.products[0]!.price).toEqual(card.price.total);
    expect(cart.totals.total).toEqual(card.price.total);
    expect(cart.totals.taxesAndFees).toEqual(card.price.taxesAndFees);
  });
});

describe('member prices are charged (/memSearch, /hdpMemSearch)', () => {
  it('charges a member of the brand the member price the flight card showed', async () => {
    const { card, detail } = await clubFlight(clubMember);
    expect(card.memberPrice).toEqual(scaleMoney(card.price.total, 0.88));
    expect(detail.memberPrice).toEqual(card.memberPrice);
    const { cart, ref } = await clubFlightCart(card.id, clubMember, card.memberPrice);
    expect(ref.priceChange).toBeNull();
    expect(cart.products[0]!.price).toEqual(card.memberPrice);
    expect(cart.totals.total).toEqual(card.memberPrice);
  });

  it('charges an anonymous visitor the list price, and tells a visitor who was shown the member price', async () => {
    const { card } = await clubFlight(clubMember);
    const { cart } = await clubFlightCart(card.id);
    expect(cart.totals.total).toEqual(card.price.total);
    const { ref } = await clubFlightCart(card.id, {}, card.memberPrice);
    expect(ref.priceChange).toEqual({ previous: card.memberPrice, current: card.price.total });
  });

  it('charges a member the member price of the stay card, through pricing and selection', async () => {
    const searchId = await staySearch();
    const stays = shoppingHdpApi.RetrieveProposals.result.parse(
      resultOf(
        await app.inject({
          method: 'POST',
          url: `${HDP}/RetrieveProposals?searchId=${searchId}`,
          headers: clubMember,
          payload: { staticData: { language: 'fr' } },
        }),
      ),
    );
    const card = stays.proposals[0]!;
    expect(card.memberPrice).toEqual(scaleMoney(card.price.total, 0.88));
    const { pricingId } = resultOf<{ pricingId: string }>(
      await app.inject({
        method: 'POST',
        url: `${HDP}/CreatePricing`,
        payload: { searchId, proposalId: card.id, language: 'fr', rateId: card.rateId },
      }),
    );
    const pricing = shoppingHdpApi.RetrievePricing.result.parse(
      resultOf(await app.inject({ url: `${HDP}/RetrievePricing?pricingId=${pricingId}`, headers: clubMember })),
    );
    // The hotel page opens on the card's rate, at the card's prices.
    expect(pricing.selectedRateId).toBe(card.rateId);
    expect(pricing.total).toEqual(card.price.total);
    expect(pricing.memberPrice).toEqual(card.memberPrice);
    const selection = resultOf<{ selectionId: string }>(
      await app.inject({
        method: 'POST',
        url: `${HDP}/CreateSelection`,
        payload: { pricingId, roomId: card.roomId, rateId: card.rateId },
      }),
    );
    const stayCart = (headers: Record<string, string>) =>
      createCart(
        {
          domainName: 'club.localhost',
          productType: 'DP',
          businessProfileId: 'BP-CLUB-DP',
          language: 'fr',
          selection: { kind: 'SELECTION', selectionId: selection.selectionId },
          displayedPrice: card.memberPrice,
        },
        headers,
      );
    const member = await stayCart(clubMember);
    expect(member.ref.priceChange).toBeNull();
    expect(member.cart.totals.total).toEqual(card.memberPrice);
    const visitor = await stayCart({});
    expect(visitor.cart.totals.total).toEqual(card.price.total);
    expect(visitor.ref.priceChange).toEqual({ previous: card.memberPrice, current: card.price.total });
  });
});

/** A club package search (flight + hotel, CHF). */
async function staySearch(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `${HDP}/CreateSearch`,
    payload: {
      destination: 'BCN',
      departure: 'GVA',
      checkIn: daysFromToday(70),
      checkOut: daysFromToday(74),
      adults: 2,
      productType: 'DP',
      businessProfileId: 'BP-CLUB-DP',
      language: 'fr',
    },
  });
  return resultOf<{ id: { value: string } }>(res).id.value;
}
