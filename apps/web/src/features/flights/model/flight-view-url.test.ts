import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, EMPTY_FILTERS, countActiveFilters } from './flight-view';
import { parseFlightView, withFilters, withSort, writeFlightView } from './flight-view-url';

const parse = (query: string) => parseFlightView(new URLSearchParams(query));

describe('flight view in the URL (filters, sort, page)', () => {
  it('defaults: no filters, RECOMMENDED ascending, page 1', () => {
    expect(parse('')).toEqual({ view: DEFAULT_VIEW, invalid: [] });
  });

  it('reads every filter, the sort and the page', () => {
    const { view, invalid } = parse(
      'direct=1&outStops=0,1&inStops=2&bags=CABIN,CHECKED&price=100-500&outTime=360-720&inTime=0-600' +
        '&maxConnection=90&maxDuration=300&airlines=az,IB&outFrom=mad&outTo=FCO&inFrom=FCO&inTo=MAD' +
        '&sort=price&order=desc&page=3',
    );
    expect(invalid).toEqual([]);
    expect(view).toEqual({
      filters: {
        directOnly: true,
        outboundStops: [0, 1],
        inboundStops: [2],
        baggage: ['CABIN', 'CHECKED'],
        price: { min: 100, max: 500 },
        outboundTime: { from: 360, to: 720 },
        inboundTime: { from: 0, to: 600 },
        maxConnection: 90,
        maxDuration: 300,
        airlines: ['AZ', 'IB'],
        outboundDepartureLocations: ['MAD'],
        outboundArrivalLocations: ['FCO'],
        inboundDepartureLocations: ['FCO'],
        inboundArrivalLocations: ['MAD'],
      },
      sort: { value: 'PRICE', ascending: false },
      page: 3,
    });
  });

  it('falls back per value and lists the bad ones', () => {
    const { view, invalid } = parse(
      'bags=CABIN,SUITCASE&price=500-100&outTime=900-100&page=0&sort=CHEAP&airlines=AZ&maxConnection=-5',
    );
    expect(invalid).toEqual(['bags', 'price', 'outTime', 'maxConnection', 'sort', 'page']);
    expect(view.filters).toEqual({ ...EMPTY_FILTERS, airlines: ['AZ'] });
    expect(view.page).toBe(1);
  });

  it('reads one-sided price ranges', () => {
    expect(parse('price=-500').view.filters.price).toEqual({ max: 500 });
    expect(parse('price=100-').view.filters.price).toEqual({ min: 100 });
    expect(parse('price=-').invalid).toEqual(['price']);
  });

  it('writes only non-defaults, keeps other params, and round-trips', () => {
    const base = new URLSearchParams('departure=MAD&page=4&direct=1');
    expect(writeFlightView(base, DEFAULT_VIEW).toString()).toBe('departure=MAD');
    const query = 'bags=CABIN%2CCHECKED&price=-500&outTime=360-720&airlines=AZ%2CIB&sort=PRICE&page=2';
    const { view } = parse(query);
    const written = writeFlightView(new URLSearchParams(), view);
    expect(written.toString()).toBe(query);
    expect(parse(written.toString()).view).toEqual(view);
  });

  it('a filter or sort change goes back to page 1', () => {
    const view = { ...DEFAULT_VIEW, page: 5 };
    expect(withFilters(view, { ...EMPTY_FILTERS, directOnly: true }).page).toBe(1);
    expect(withSort(view, { value: 'PRICE', ascending: true }).page).toBe(1);
  });

  it('counts active filters', () => {
    expect(countActiveFilters(EMPTY_FILTERS)).toBe(0);
    expect(countActiveFilters({ ...EMPTY_FILTERS, directOnly: true, airlines: ['AZ'], maxDuration: 60 })).toBe(3);
  });
});
