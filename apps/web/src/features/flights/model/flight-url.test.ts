import { describe, expect, it } from 'vitest';
import { isSearchable, parseFlightSearch, toCreateSearchBody } from './flight-url';

const TODAY = '20260101';
const parse = (query: string, product: 'F' | 'FF' = 'F') =>
  parseFlightSearch(new URLSearchParams(query), product, TODAY);

describe('parseFlightSearch (spec §3 URL values)', () => {
  it('reads a complete round trip', () => {
    const { values, invalid } = parse(
      'departure=mad&destination=FCO&outboundDate=20260910&returnDate=20260917&adults=2&childrenAges=7&product=F',
    );
    expect(invalid).toEqual([]);
    expect(values).toEqual({
      product: 'F',
      departure: 'MAD',
      destination: 'fco',
      outboundDate: '20260910',
      returnDate: '20260917',
      adults: 2,
      childrenAges: [7],
      cabinClass: 'ECONOMY',
    });
    expect(isSearchable(values)).toBe(true);
  });

  it('falls back on bad values and lists them', () => {
    const { values, invalid } = parse(
      'departure=MADRID&destination=f&outboundDate=20261340&returnDate=x&adults=99&childrenAges=3,40&product=H',
    );
    expect(invalid).toEqual([
      'departure',
      'destination',
      'outboundDate',
      'returnDate',
      'adults',
      'childrenAges',
      'product',
    ]);
    expect(values).toMatchObject({
      departure: null,
      destination: null,
      outboundDate: null,
      adults: 2,
      childrenAges: [],
    });
    expect(isSearchable(values)).toBe(false);
  });

  it('rejects past dates and a return before the outbound', () => {
    expect(parse('outboundDate=20251231').invalid).toEqual(['outboundDate']);
    const { values, invalid } = parse('outboundDate=20260910&returnDate=20260901');
    expect(values.returnDate).toBeNull();
    expect(invalid).toEqual(['returnDate']);
  });

  it('takes the product from the route', () => {
    expect(parse('', 'FF').values.product).toBe('FF');
    expect(parse('product=FF', 'FF').invalid).toEqual([]);
  });

  it('is not searchable from and to the same airport', () => {
    expect(isSearchable(parse('departure=MAD&destination=mad&outboundDate=20260910').values)).toBe(false);
  });
});

describe('toCreateSearchBody', () => {
  it('upper-cases codes and writes ISO dates', () => {
    const { values } = parse('departure=MAD&destination=fco&outboundDate=20260910&adults=1&childrenAges=4,9');
    expect(toCreateSearchBody(values, 'BP-F', 'en')).toEqual({
      departure: 'MAD',
      destination: 'FCO',
      outboundDate: '2026-09-10',
      adults: 1,
      childrenAges: [4, 9],
      productType: 'F',
      businessProfileId: 'BP-F',
      language: 'en',
    });
  });

  it('adds the return date and is null when the search is incomplete', () => {
    const round = parse('departure=MAD&destination=fco&outboundDate=20260910&returnDate=20260917').values;
    expect(toCreateSearchBody(round, 'BP', 'es')?.returnDate).toBe('2026-09-17');
    expect(toCreateSearchBody(parse('departure=MAD').values, 'BP', 'en')).toBeNull();
  });
});

describe('cabin class in a flight URL (issue 19 item 8)', () => {
  const route = 'departure=MAD&destination=fco&outboundDate=20260910&adults=1';
  it('reads it, sends it above economy only, and lists an unknown one', () => {
    const business = parseFlightSearch(new URLSearchParams(`${route}&cabinClass=BUSINESS`), 'F', '20260101');
    expect(business.values.cabinClass).toBe('BUSINESS');
    expect(toCreateSearchBody(business.values, 'BP', 'en')?.cabinClass).toBe('BUSINESS');
    const plain = parseFlightSearch(new URLSearchParams(route), 'F', '20260101');
    expect(plain.values.cabinClass).toBe('ECONOMY');
    expect(toCreateSearchBody(plain.values, 'BP', 'en')).not.toHaveProperty('cabinClass');
    const unknown = parseFlightSearch(new URLSearchParams(`${route}&cabinClass=DELUXE`), 'F', '20260101');
    expect(unknown.invalid).toEqual(['cabinClass']);
    expect(unknown.values.cabinClass).toBe('ECONOMY');
  });
});
