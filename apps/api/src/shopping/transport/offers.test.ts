import { describe, expect, it } from 'vitest';
import { travellerPrices, totalCents } from './fares';
import { flightQueryKey, parseFlightQueryKey, parseProposalId, proposalId } from './flight-query';
import { findFlightOffer, MAX_OFFERS, prepareFlightOffers } from './offers';

const query = {
  departure: 'MAD',
  destination: 'FCO',
  outboundDate: '2030-05-01',
  returnDate: '2030-05-08',
  adults: 2,
  childrenAges: [],
};

describe('flight query keys and proposal ids', () => {
  it('round-trip through their text form', () => {
    const key = flightQueryKey({ ...query, childrenAges: [7, 1] });
    expect(key).toBe('MAD.FCO.20300501.20300508.2.1-7');
    expect(parseFlightQueryKey(key)).toEqual({ ...query, childrenAges: [1, 7] });
    const oneWay = flightQueryKey({ ...query, returnDate: undefined });
    expect(parseFlightQueryKey(oneWay)?.returnDate).toBeUndefined();
    const ref = { queryKey: key, outboundKey: 'AZ123.AF456', inboundKey: null, fare: 1 as const };
    expect(parseProposalId(proposalId(ref))).toEqual(ref);
    expect(parseProposalId('nonsense')).toBeNull();
  });
});

describe('traveller prices', () => {
  it('charges infants 10%, children 75% and teenagers the adult fare', () => {
    const prices = travellerPrices(10_000, 2, [1, 5, 6, 14]);
    expect(prices).toEqual([
      { type: 'ADULT', count: 2, amountCents: 10_000 },
      { type: 'CHILD', count: 1, amountCents: 1_000 },
      { type: 'CHILD', count: 2, amountCents: 7_500 },
      { type: 'CHILD', count: 1, amountCents: 10_000 },
    ]);
    expect(totalCents(prices)).toBe(46_000);
  });
});

describe('prepareFlightOffers', () => {
  const prepared = prepareFlightOffers(query);

  it('combines outbound and inbound itineraries into at least 1,000 offers, capped', () => {
    expect(prepared.offers.length).toBeGreaterThanOrEqual(1000);
    // Each kept itinerary pair at both fare levels.
    expect(prepared.offers.length).toBeLessThanOrEqual(2 * MAX_OFFERS);
    expect(prepared.offers.filter((offer) => offer.fare === 0).length).toBe(prepared.offers.length / 2);
    expect(new Set(prepared.offers.map((offer) => offer.id)).size).toBe(prepared.offers.length);
    for (const offer of prepared.offers.slice(0, 50)) {
      expect(offer.inbound!.legs[0]!.departureUtc).toBeGreaterThan(offer.outbound.legs.at(-1)!.arrivalUtc);
    }
  });

  it('sells a checked bag at a higher fare than the cabin-only one', () => {
    const light = prepared.offers.find((offer) => offer.fare === 0)!;
    const classic = prepared.offers.find(
      (offer) => offer.fare === 1 && offer.outbound === light.outbound && offer.inbound === light.inbound,
    );
    if (classic) expect(classic.totalCents).toBeGreaterThan(light.totalCents);
  });

  it('pre-sorts every sort key ascending', () => {
    const prices = prepared.sorted.PRICE.map((offer) => offer.totalCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const departures = prepared.sorted.DEPARTURE.map((offer) => offer.departureUtc);
    expect(departures).toEqual([...departures].sort((a, b) => a - b));
    const scores = prepared.sorted.RECOMMENDED.map((offer) => offer.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
  });

  it('rebuilds an offer from its id alone', () => {
    const offer = prepared.sorted.PRICE[10]!;
    const ref = parseProposalId(offer.id)!;
    const rebuilt = findFlightOffer(parseFlightQueryKey(ref.queryKey)!, ref.outboundKey, ref.inboundKey, ref.fare);
    expect(rebuilt?.id).toBe(offer.id);
    expect(rebuilt?.totalCents).toBe(offer.totalCents);
    expect(findFlightOffer(query, 'ZZ1', null, 0)).toBeNull();
  });
});
