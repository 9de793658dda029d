import { describe, expect, it } from 'vitest';
import { flightSearchBody, isNotReady, isoDaysFrom, retrievePath, searchPlan, staySearchBody } from './shopping.mjs';

const from = new Date('2030-03-30T12:00:00Z');

describe('search bodies (contract: flight-schemas, stay-search-schemas)', () => {
  it('builds a round trip for 2 adults with the localhost brand F profile', () => {
    expect(flightSearchBody({ departure: 'MAD', destination: 'FCO', daysAhead: 42, nights: 7, from })).toEqual({
      departure: 'MAD',
      destination: 'FCO',
      outboundDate: '2030-05-11',
      returnDate: '2030-05-18',
      adults: 2,
      childrenAges: [],
      productType: 'F',
      businessProfileId: 'BP-WAYFARE-F',
      language: 'en',
    });
  });

  it('builds a hotel stay with the localhost brand H profile', () => {
    const body = staySearchBody({ destination: 'ROM', daysAhead: 1, nights: 4, from });
    expect(body).toMatchObject({ checkIn: '2030-03-31', checkOut: '2030-04-04', productType: 'H' });
    expect(body.businessProfileId).toBe('BP-WAYFARE-H');
  });

  it('formats dates as YYYY-MM-DD across a month end', () => {
    expect(isoDaysFrom(2, from)).toBe('2030-04-01');
  });

  it('puts the search id in the RetrieveProposals query of each service', () => {
    expect(retrievePath('flight', 'a b')).toBe(
      '/api/services/app/ShoppingTransportService/RetrieveProposals?searchId=a%20b',
    );
    expect(retrievePath('stay', 'x')).toBe('/api/services/app/ShoppingHDPService/RetrieveProposals?searchId=x');
  });
});

describe('searchPlan', () => {
  it('spreads the searches over exactly `distinct` valid queries, equal ones in a row', () => {
    const plan = searchPlan(1000, { distinct: 20, from });
    expect(plan).toHaveLength(1000);
    const keys = plan.map((body) => JSON.stringify(body));
    expect(new Set(keys).size).toBe(20);
    const runs = keys.filter((key, index) => index === 0 || key !== keys[index - 1]);
    expect(runs).toHaveLength(20);
    const valid = (body: (typeof plan)[number]) =>
      body !== undefined && body.departure !== body.destination && body.returnDate >= body.outboundDate;
    expect(plan.every(valid)).toBe(true);
  });

  it('shares no query with a batch planned a day later', () => {
    const first = new Set(searchPlan(100, { distinct: 20, from }).map((body) => JSON.stringify(body)));
    const later = searchPlan(100, { distinct: 20, from: new Date(from.getTime() + 86_400_000) });
    expect(later.some((body) => first.has(JSON.stringify(body)))).toBe(false);
  });
});

describe('isNotReady (spec §4: GENERIC_ERROR until ready)', () => {
  it('retries only GENERIC_ERROR', () => {
    const failure = (message: string) => ({ success: false, error: { message } });
    expect(isNotReady(failure('GENERIC_ERROR'))).toBe(true);
    expect(isNotReady(failure('NO_CONTENT'))).toBe(false);
    expect(isNotReady({ success: true, error: null })).toBe(false);
  });
});
