import { describe, expect, it } from 'vitest';
import { shiftedSearchQuery, stripCalendarBody, stripDays } from './date-strip';
import type { CreateFlightSearchBody } from './flight-url';

const search: CreateFlightSearchBody = {
  departure: 'MAD',
  destination: 'ATH',
  outboundDate: '2031-05-10',
  returnDate: '2031-05-14',
  adults: 2,
  childrenAges: [5],
  productType: 'F',
  businessProfileId: 'BP-F',
  language: 'en',
};

describe('the ±3 days strip', () => {
  it('shows three days either side, the searched one selected, past days not offered', () => {
    const days = stripDays('2031-05-10', '2031-05-08');
    expect(days.map((day) => day.date)).toEqual([
      '2031-05-07',
      '2031-05-08',
      '2031-05-09',
      '2031-05-10',
      '2031-05-11',
      '2031-05-12',
      '2031-05-13',
    ]);
    expect(days.filter((day) => day.selected).map((day) => day.shift)).toEqual([0]);
    expect(days.filter((day) => day.past).map((day) => day.date)).toEqual(['2031-05-07']);
  });

  it('asks the calendar for its days from today, keeping the trip length', () => {
    expect(stripCalendarBody(search, '2031-05-08')).toEqual({
      departure: 'MAD',
      destination: 'ATH',
      adults: 2,
      childrenAges: [5],
      businessProfileId: 'BP-F',
      from: '2031-05-08',
      days: 6,
      nights: 4,
    });
    const oneWay = stripCalendarBody({ ...search, returnDate: undefined }, '2031-01-01') as Record<string, unknown>;
    expect(oneWay.from).toBe('2031-05-07');
    expect(oneWay.days).toBe(7);
    expect(oneWay).not.toHaveProperty('nights');
  });

  it('moves both dates in the URL, keeps filters and sort, and goes back to the first page', () => {
    const query = 'departure=MAD&destination=ath&outboundDate=20310510&returnDate=20310514&stops=0&sort=PRICE&page=3';
    const next = new URLSearchParams(shiftedSearchQuery(query, search, -2));
    expect(next.get('outboundDate')).toBe('20310508');
    expect(next.get('returnDate')).toBe('20310512');
    expect(next.get('stops')).toBe('0');
    expect(next.get('sort')).toBe('PRICE');
    expect(next.has('page')).toBe(false);
  });
});
