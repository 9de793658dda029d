import { describe, expect, it } from 'vitest';
import { hasErrors, validateSearch } from './validate-search';
import type { SearchDraft } from './validate-search';

const TODAY = '20300101';
const draft = (overrides: Partial<SearchDraft> = {}): SearchDraft => ({
  product: 'DP',
  departure: 'DUB',
  destination: 'LIS',
  outboundDate: '20300510',
  returnDate: '20300517',
  oneWay: false,
  adults: 2,
  childrenAges: [],
  ...overrides,
});

describe('validateSearch', () => {
  it('accepts a complete search', () => {
    expect(hasErrors(validateSearch(draft(), TODAY))).toBe(false);
  });

  it('requires the destination, and the departure for products that fly', () => {
    expect(validateSearch(draft({ destination: null }), TODAY)).toEqual({ destination: 'errors.destinationRequired' });
    expect(validateSearch(draft({ departure: null }), TODAY)).toEqual({ departure: 'errors.departureRequired' });
    expect(validateSearch(draft({ product: 'H', departure: null }), TODAY)).toEqual({});
    expect(validateSearch(draft({ destination: 'dub' }), TODAY)).toEqual({ destination: 'errors.sameAsDeparture' });
  });

  it('requires ordered dates, not in the past', () => {
    expect(validateSearch(draft({ returnDate: null }), TODAY).dates).toBe('errors.datesRequired');
    expect(validateSearch(draft({ outboundDate: null }), TODAY).dates).toBe('errors.datesRequired');
    expect(validateSearch(draft({ returnDate: '20300510' }), TODAY).dates).toBe('errors.datesOrder');
    expect(validateSearch(draft({ outboundDate: '20291231' }), TODAY).dates).toBe('errors.datesPast');
  });

  it('needs one date only for a one-way flight', () => {
    expect(validateSearch(draft({ product: 'F', oneWay: true, returnDate: null }), TODAY)).toEqual({});
    // One-way is a flight option: a package still needs its return.
    expect(validateSearch(draft({ oneWay: true, returnDate: null }), TODAY).dates).toBe('errors.datesRequired');
  });

  it('requires every child age', () => {
    expect(validateSearch(draft({ childrenAges: [4, null] }), TODAY)).toEqual({
      childrenAges: 'errors.childAgeRequired',
    });
    expect(validateSearch(draft({ childrenAges: [0, 17] }), TODAY)).toEqual({});
  });
});
