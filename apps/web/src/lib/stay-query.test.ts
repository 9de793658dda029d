import { describe, expect, it } from 'vitest';
import { parseStaySearch, stayNights, toCreateStaySearchBody } from './stay-query';

const TODAY = '20270101';
const parse = (query: string, product: 'H' | 'HGH' | 'DP' = 'H') =>
  parseStaySearch(new URLSearchParams(query), product, TODAY);

describe('stay search in the URL (spec §3)', () => {
  it('reads every value', () => {
    const { values, invalid } = parse(
      'product=DP&departure=mil&destination=ROM&outboundDate=20270310&returnDate=20270313&adults=3&childrenAges=4,9&mealPlans=ALL_MEAL_PLANS-BREAKFAST-HALF_BOARD&freeCancellation=true',
      'DP',
    );
    expect(invalid).toEqual([]);
    expect(values).toEqual({
      product: 'DP',
      departure: 'MIL',
      destination: 'rom',
      outboundDate: '20270310',
      returnDate: '20270313',
      adults: 3,
      childrenAges: [4, 9],
      mealPlans: ['BREAKFAST', 'HALF_BOARD'],
      freeCancellation: true,
      rooms: null,
    });
    expect(stayNights(values)).toBe(3);
  });

  it('falls back on bad values and lists them', () => {
    const { values, invalid } = parse(
      'destination=%3Cscript%3E&outboundDate=20260101&returnDate=20270105&adults=0&childrenAges=30&mealPlans=LUNCH&freeCancellation=yes&product=F',
    );
    expect(values).toMatchObject({
      destination: null,
      outboundDate: null,
      returnDate: null,
      adults: 2,
      childrenAges: [],
      mealPlans: [],
      freeCancellation: false,
      product: 'H',
    });
    expect(invalid.sort()).toEqual(
      [
        'adults',
        'childrenAges',
        'destination',
        'freeCancellation',
        'mealPlans',
        'outboundDate',
        'product',
        'returnDate',
      ].sort(),
    );
  });

  it('refuses a check-out not after check-in or more than 30 nights later', () => {
    expect(parse('outboundDate=20270310&returnDate=20270310').values.returnDate).toBeNull();
    expect(parse('outboundDate=20270310&returnDate=20270415').values.returnDate).toBeNull();
  });

  it('ignores departure outside DP and builds the CreateSearch body', () => {
    const h = parse('departure=MIL&destination=rom&outboundDate=20270310&returnDate=20270313').values;
    expect(h.departure).toBeNull();
    expect(toCreateStaySearchBody(h, 'BP', 'en')).toEqual({
      destination: 'ROM',
      checkIn: '2027-03-10',
      checkOut: '2027-03-13',
      adults: 2,
      childrenAges: [],
      productType: 'H',
      businessProfileId: 'BP',
      language: 'en',
    });
    const dp = parse('destination=rom&outboundDate=20270310&returnDate=20270313', 'DP').values;
    expect(toCreateStaySearchBody(dp, 'BP', 'en')).toBeNull();
    expect(toCreateStaySearchBody({ ...dp, departure: 'MIL' }, 'BP', 'en', 'rom-h0001')).toMatchObject({
      destination: 'ROM-H0001',
      departure: 'MIL',
      productType: 'DP',
    });
  });
});

describe('rooms in a stay URL (issue 19 item 8)', () => {
  it('takes usable rooms as the party and sends them to CreateSearch; one room sends none', () => {
    const { values, invalid } = parse(
      'destination=rom&outboundDate=20270310&returnDate=20270313&adults=12&rooms=9_2-4-6_1',
    );
    expect(invalid).toEqual([]);
    expect(values).toMatchObject({ adults: 12, childrenAges: [4, 6] });
    expect(values.rooms).toHaveLength(3);
    expect(toCreateStaySearchBody(values, 'BP', 'en')?.rooms).toEqual(values.rooms);
    const single = parse('destination=rom&outboundDate=20270310&returnDate=20270313&adults=2');
    expect(toCreateStaySearchBody(single.values, 'BP', 'en')).not.toHaveProperty('rooms');
  });

  it('lists unusable rooms and keeps the one-room party of adults and childrenAges', () => {
    const { values, invalid } = parse('adults=3&childrenAges=5&rooms=1_1_1_1_1_1_1_1_1');
    expect(invalid).toEqual(['rooms']);
    expect(values).toMatchObject({ adults: 3, childrenAges: [5], rooms: null });
  });
});
