import { describe, expect, it } from 'vitest';
import { pickerCalendarRequest } from './picker-request';
import type { PriceRoute } from './picker-request';

const flight: PriceRoute = {
  kind: 'flight',
  departure: 'MAD',
  destination: 'ATH',
  adults: 2,
  childrenAges: [],
  businessProfileId: 'BP',
};

describe('the calendar a date picker asks for', () => {
  it('starts at the chosen month, never before today, for 62 days', () => {
    const request = pickerCalendarRequest(flight, { start: '2031-05-20', end: null, oneWay: true }, '2031-03-02');
    expect(request).toEqual({
      kind: 'flight',
      body: {
        departure: 'MAD',
        destination: 'ATH',
        adults: 2,
        childrenAges: [],
        businessProfileId: 'BP',
        from: '2031-05-01',
        days: 62,
      },
    });
    expect(
      pickerCalendarRequest(flight, { start: '2031-03-20', end: null, oneWay: true }, '2031-03-02').body.from,
    ).toBe('2031-03-02');
  });

  it('keeps a round trip length, a week until the return is chosen', () => {
    const chosen = pickerCalendarRequest(
      flight,
      { start: '2031-05-20', end: '2031-05-24', oneWay: false },
      '2031-03-02',
    );
    expect(chosen.body).toMatchObject({ nights: 4 });
    expect(pickerCalendarRequest(flight, { start: null, end: null, oneWay: false }, '2031-03-02').body).toMatchObject({
      nights: 7,
      from: '2031-03-02',
    });
  });

  it('counts a stay in nights, one until chosen', () => {
    const stay: PriceRoute = {
      kind: 'stay',
      destination: 'ROM',
      adults: 2,
      childrenAges: [4],
      businessProfileId: 'BP-H',
    };
    expect(pickerCalendarRequest(stay, { start: null, end: null, oneWay: false }, '2031-03-02').body).toMatchObject({
      destination: 'ROM',
      nights: 1,
    });
    expect(
      pickerCalendarRequest(stay, { start: '2031-04-01', end: '2031-04-04', oneWay: false }, '2031-03-02').body,
    ).toMatchObject({
      nights: 3,
    });
  });
});
