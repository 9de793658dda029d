import { describe, expect, it } from 'vitest';
import { shoppingHdpApi } from './shopping-hdp';
import { shoppingTransportApi } from './shopping-transport';

const flightSearch = {
  departure: 'FCO',
  destination: 'BCN',
  outboundDate: '2036-07-01',
  returnDate: '2036-07-08',
  adults: 2,
  childrenAges: [7],
  productType: 'F',
  businessProfileId: 'bp-f',
  language: 'en',
};

describe('flight search', () => {
  const body = shoppingTransportApi.CreateSearch.body;

  it('accepts a round trip and a one-way', () => {
    expect(body.safeParse(flightSearch).success).toBe(true);
    const { returnDate: _omitted, ...oneWay } = flightSearch;
    expect(body.safeParse(oneWay).success).toBe(true);
  });

  it.each([
    ['bad date', { outboundDate: '2036-13-01' }],
    ['past date (issue 15)', { outboundDate: '2020-01-01', returnDate: '2020-01-08' }],
    ['bad IATA', { departure: 'rome' }],
    ['same airports', { destination: 'FCO' }],
    ['return before outbound', { returnDate: '2036-06-30' }],
    ['stay product type', { productType: 'H' }],
    ['no adults', { adults: 0 }],
    ['unknown field', { cabin: 'BUSINESS' }],
  ])('rejects %s', (_, change) => {
    expect(body.safeParse({ ...flightSearch, ...change }).success).toBe(false);
  });
});

describe('flight proposals request', () => {
  const body = shoppingTransportApi.RetrieveProposals.body;

  it('fills spec §9 defaults: RECOMMENDED ascending, page 1 of 20', () => {
    expect(body.parse({ staticData: { language: 'it' } })).toMatchObject({
      sort: { value: 'RECOMMENDED', ascending: true },
      page: { pageNumber: 1, pageSize: 20 },
      filtersMetadata: true,
      facets: {},
    });
  });

  it('accepts every spec §3 facet', () => {
    const facets = {
      price: { min: 0, max: 500 },
      outboundStops: [0],
      inboundStops: [0],
      baggageIncluded: ['CABIN_CHECKED'],
      outboundDepartureTime: { from: 360, to: 720 },
      inboundDepartureTime: { from: 0, to: 1440 },
      connectionTime: { min: 0, max: 180 },
      tripDuration: { min: 0, max: 600 },
      inclusiveProviders: ['AZ', 'U2'],
      outboundDepartureLocations: ['FCO'],
      outboundArrivalLocations: ['BCN'],
      inboundDepartureLocations: ['BCN'],
      inboundArrivalLocations: ['CIA'],
      transportType: 'ONLY_FLIGHT',
    };
    expect(body.safeParse({ facets, staticData: { language: 'en' } }).success).toBe(true);
  });

  it.each([
    ['unknown sort', { sort: { value: 'CHEAPEST', ascending: true } }],
    ['page 0', { page: { pageNumber: 0, pageSize: 20 } }],
    ['unknown facet', { facets: { colour: ['red'] } }],
    ['other transport type', { facets: { transportType: 'TRAIN' } }],
    ['time past midnight', { facets: { outboundDepartureTime: { from: 0, to: 1500 } } }],
    ['filtersMetadata false', { filtersMetadata: false }],
  ])('rejects %s', (_, change) => {
    expect(body.safeParse({ staticData: { language: 'en' }, ...change }).success).toBe(false);
  });

  it('needs a search id', () => {
    expect(shoppingTransportApi.RetrieveProposals.query.safeParse({}).success).toBe(false);
  });
});

const staySearch = {
  destination: 'BCN',
  checkIn: '2036-07-01',
  checkOut: '2036-07-04',
  adults: 2,
  childrenAges: [],
  productType: 'DP',
  departure: 'FCO',
  mealPlans: ['BREAKFAST'],
  freeCancellation: true,
  businessProfileId: 'bp-dp',
  language: 'es',
};

describe('stay search', () => {
  const body = shoppingHdpApi.CreateSearch.body;

  it('accepts a package search', () => {
    expect(body.safeParse(staySearch).success).toBe(true);
  });

  it.each([
    ['check-out before check-in', { checkOut: '2036-06-30' }],
    ['past check-in (issue 15)', { checkIn: '2020-01-01', checkOut: '2020-01-03' }],
    ['zero nights', { checkOut: '2036-07-01' }],
    ['more than 30 nights', { checkOut: '2036-08-15' }],
    ['DP without departure', { departure: undefined }],
    ['unknown meal plan', { mealPlans: ['BRUNCH'] }],
    ['flight product type', { productType: 'F' }],
  ])('rejects %s', (_, change) => {
    expect(body.safeParse({ ...staySearch, ...change }).success).toBe(false);
  });
});

describe('stay proposals request', () => {
  const body = shoppingHdpApi.RetrieveProposals.body;

  it('accepts the spec §3 facets by their exact names', () => {
    const facets = {
      'price-range': { min: 50, max: 300 },
      promotion: true,
      'free-cancellation': true,
      'property-type': ['HOTEL'],
      stars: [4, 5],
      'opinion-rating': 8,
      amenities: ['WIFI'],
      characteristics: ['BEACHFRONT'],
      'meal-plan': ['ALL_MEAL_PLANS'],
      coordinates: { north: 41.5, south: 41.3, east: 2.3, west: 2.0 },
    };
    expect(
      body.safeParse({ facets, sort: { value: 'DISTANCE', ascending: true }, staticData: { language: 'en' } }).success,
    ).toBe(true);
  });

  it.each([
    ['unknown sort', { sort: { value: 'DURATION', ascending: true } }],
    ['free-cancellation false (sent only when true, spec §5)', { facets: { 'free-cancellation': false } }],
    ['six stars', { facets: { stars: [6] } }],
    ['inverted box', { facets: { coordinates: { north: 1, south: 2, east: 1, west: 0 } } }],
  ])('rejects %s', (_, change) => {
    expect(body.safeParse({ staticData: { language: 'en' }, ...change }).success).toBe(false);
  });
});

describe('destination autocomplete', () => {
  const query = shoppingHdpApi.SearchDestinations.query;

  it('needs at least two characters and a known language', () => {
    expect(query.safeParse({ term: 'ba', language: 'it' }).success).toBe(true);
    expect(query.safeParse({ term: 'b', language: 'it' }).success).toBe(false);
    expect(query.safeParse({ term: 'bar', language: 'de' }).success).toBe(false);
  });
});
