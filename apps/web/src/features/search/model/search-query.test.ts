import { describe, expect, it } from 'vitest';
import { SEARCH_PARAM_NAMES, parseSearchParams, searchUrl, toSearchParams } from './search-query';
import type { SearchFormValues } from './search-query';
import { MAX_ADULTS, MAX_CHILD_AGE, MAX_CHILDREN, MIN_ADULTS } from './travellers';

const TODAY = '20300101';
const parse = (query: string) => parseSearchParams(new URLSearchParams(query), { defaultProduct: 'DP', today: TODAY });

const values: SearchFormValues = {
  product: 'DP',
  departure: 'DUB',
  destination: 'LIS',
  outboundDate: '20300510',
  returnDate: '20300517',
  adults: 2,
  childrenAges: [4, 11],
  mealPlans: ['BREAKFAST', 'HALF_BOARD'],
  freeCancellation: true,
  cabinClass: 'ECONOMY',
  rooms: null,
};

describe('toSearchParams (spec §3)', () => {
  it('writes every value in its URL form', () => {
    expect(Object.fromEntries(toSearchParams(values))).toEqual({
      product: 'DP',
      departure: 'DUB',
      destination: 'lis',
      outboundDate: '20300510',
      returnDate: '20300517',
      adults: '2',
      childrenAges: '4,11',
      mealPlans: 'BREAKFAST-HALF_BOARD',
      freeCancellation: 'true',
    });
  });

  it('leaves out empty values, no children and freeCancellation=false', () => {
    const params = toSearchParams({
      ...values,
      departure: null,
      returnDate: null,
      childrenAges: [],
      mealPlans: [],
      freeCancellation: false,
    });
    expect([...params.keys()]).toEqual(['product', 'destination', 'outboundDate', 'adults']);
  });

  it('never writes ALL_MEAL_PLANS', () => {
    const params = toSearchParams({ ...values, mealPlans: ['ALL_MEAL_PLANS' as never, 'BREAKFAST'] });
    expect(params.get('mealPlans')).toBe('BREAKFAST');
  });

  it('builds the results URL of the product', () => {
    expect(searchUrl({ ...values, product: 'H' })).toMatch(/^\/H\?product=H&/);
  });
});

describe('cabin class and rooms (issue 19 item 8)', () => {
  const rooms = [
    { adults: 2, childrenAges: [5, 7] },
    { adults: 1, childrenAges: [] },
  ];

  it('writes a cabin above economy and several rooms with the party totals, and reads them back', () => {
    const params = toSearchParams({ ...values, product: 'F', cabinClass: 'BUSINESS' });
    expect(params.get('cabinClass')).toBe('BUSINESS');
    expect(toSearchParams(values).has('cabinClass')).toBe(false);
    const stay = toSearchParams({ ...values, adults: 3, childrenAges: [5, 7], rooms });
    expect(stay.get('rooms')).toBe('2-5-7_1');
    expect(stay.get('adults')).toBe('3');
    expect(stay.get('childrenAges')).toBe('5,7');
    const parsed = parse(stay.toString());
    expect(parsed.invalid).toEqual([]);
    expect(parsed.values).toMatchObject({ adults: 3, childrenAges: [5, 7], rooms });
    expect(parse(params.toString()).values.cabinClass).toBe('BUSINESS');
  });

  it('reads old links without them as one room in economy', () => {
    expect(parse('adults=3&childrenAges=4').values).toMatchObject({ cabinClass: 'ECONOMY', rooms: null, adults: 3 });
  });

  it('lists an unknown cabin or unusable rooms as invalid and falls back', () => {
    const bad = parse('cabinClass=LUXURY&rooms=0-5_2&adults=2');
    expect(bad.invalid).toEqual(['cabinClass', 'rooms']);
    expect(bad.values).toMatchObject({ cabinClass: 'ECONOMY', rooms: null, adults: 2 });
    expect(parse('cabinClass=business').values.cabinClass).toBe('BUSINESS');
  });

  it('takes the rooms as the party when they are usable (a party past one room’s limits included)', () => {
    const parsed = parse('adults=99&rooms=9_9_2-1');
    expect(parsed.invalid).toEqual([]);
    expect(parsed.values).toMatchObject({ adults: 20, childrenAges: [1] });
  });
});

describe('parseSearchParams', () => {
  it('round-trips what toSearchParams wrote', () => {
    const parsed = parse(toSearchParams(values).toString());
    expect(parsed.invalid).toEqual([]);
    expect(parsed.values).toEqual({ ...values, destination: 'lis' });
  });

  it('gives defaults for an empty query', () => {
    expect(parse('')).toEqual({
      values: {
        product: 'DP',
        departure: null,
        destination: null,
        outboundDate: null,
        returnDate: null,
        adults: 2,
        childrenAges: [],
        mealPlans: [],
        freeCancellation: false,
        cabinClass: 'ECONOMY',
        rooms: null,
      },
      invalid: [],
    });
  });

  it('lower-cases the destination and upper-cases the departure', () => {
    expect(parse('destination=BCN&departure=fco').values).toMatchObject({ destination: 'bcn', departure: 'FCO' });
  });

  it('reads childrenAges comma-, dash- or semicolon-separated', () => {
    expect(parse('childrenAges=3,9').values.childrenAges).toEqual([3, 9]);
    expect(parse('childrenAges=3-9').values.childrenAges).toEqual([3, 9]);
    expect(parse('childrenAges=3%3B9').values.childrenAges).toEqual([3, 9]);
    expect(parse('childrenAges=3%2C9').values.childrenAges).toEqual([3, 9]);
  });

  it('rejects out-of-range children ages and too many children', () => {
    expect(parse('childrenAges=18').invalid).toEqual(['childrenAges']);
    expect(parse('childrenAges=1,2,3,4,5,6,7').invalid).toEqual(['childrenAges']);
    expect(parse('childrenAges=a').values.childrenAges).toEqual([]);
  });

  it('reads mealPlans dash-separated, ignoring ALL_MEAL_PLANS (spec §3)', () => {
    expect(parse('mealPlans=ALL_MEAL_PLANS').values.mealPlans).toEqual([]);
    expect(parse('mealPlans=ALL_MEAL_PLANS').invalid).toEqual([]);
    expect(parse('mealPlans=BREAKFAST-ALL_MEAL_PLANS-FULL_BOARD').values.mealPlans).toEqual([
      'BREAKFAST',
      'FULL_BOARD',
    ]);
    expect(parse('mealPlans=BRUNCH').invalid).toEqual(['mealPlans']);
  });

  it('reads freeCancellation true/false only', () => {
    expect(parse('freeCancellation=true').values.freeCancellation).toBe(true);
    expect(parse('freeCancellation=false').values.freeCancellation).toBe(false);
    expect(parse('freeCancellation=yes').invalid).toEqual(['freeCancellation']);
  });

  it('falls back for bad adults, product and codes', () => {
    const parsed = parse('adults=0&product=XX&destination=%3Cscript%3E&departure=a');
    expect(parsed.values).toMatchObject({ adults: 2, product: 'DP', destination: null, departure: null });
    expect(parsed.invalid).toEqual(['product', 'departure', 'destination', 'adults']);
    expect(parse('adults=10').invalid).toEqual(['adults']);
    expect(parse('adults=2.5').invalid).toEqual(['adults']);
  });

  it('checks dates: real, YYYYMMDD, not past, return after outbound', () => {
    expect(parse('outboundDate=20300231').invalid).toEqual(['outboundDate']);
    expect(parse('outboundDate=2030-05-01').invalid).toEqual(['outboundDate']);
    expect(parse('outboundDate=20291231').invalid).toEqual(['outboundDate']);
    expect(parse('outboundDate=20300510&returnDate=20300501').values).toMatchObject({
      outboundDate: '20300510',
      returnDate: null,
    });
    expect(parse('returnDate=20300501').invalid).toEqual(['returnDate']);
    expect(parse('outboundDate=20300510').values.returnDate).toBeNull();
  });

  it('never throws and always returns usable values for 1,000 generated queries', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
    const pieces = [
      '',
      '0',
      '1',
      '-1',
      '9',
      '10',
      '99',
      'ALL_MEAL_PLANS',
      'BREAKFAST',
      'true',
      'false',
      'DP',
      'HGH',
      '20300510',
      '20300231',
      '2030',
      ',',
      '-',
      '%',
      '%2C',
      '%E0%A4%A',
      '<',
      '&',
      '=',
      'NaN',
      'Infinity',
      '1e3',
      ' ',
      '🙂',
      'lis',
      '__proto__',
    ];
    const names = [...SEARCH_PARAM_NAMES, 'cartId', 'checkoutStep', '', 'x', '__proto__', 'constructor'];
    for (let index = 0; index < 1000; index += 1) {
      const parts = Array.from({ length: Math.floor(random() * 8) }, () => {
        const value = Array.from({ length: Math.floor(random() * 4) }, () => pick(pieces)).join(pick(['', ',', '-']));
        return random() < 0.1 ? pick(pieces) : `${pick(names)}=${value}`;
      });
      const query = parts.join(pick(['&', '&&', ';']));
      let result: ReturnType<typeof parse> | undefined;
      expect(() => (result = parse(query)), query).not.toThrow();
      const parsed = result!.values;
      expect(parsed.adults).toBeGreaterThanOrEqual(MIN_ADULTS);
      expect(parsed.adults).toBeLessThanOrEqual(MAX_ADULTS);
      expect(parsed.childrenAges.length).toBeLessThanOrEqual(MAX_CHILDREN);
      expect(parsed.childrenAges.every((age) => Number.isInteger(age) && age >= 0 && age <= MAX_CHILD_AGE)).toBe(true);
      expect(parsed.mealPlans).not.toContain('ALL_MEAL_PLANS');
      for (const date of [parsed.outboundDate, parsed.returnDate]) {
        if (date !== null) expect(date).toMatch(/^\d{8}$/);
      }
      if (parsed.returnDate) expect(parsed.returnDate >= parsed.outboundDate!).toBe(true);
      // What was read can always be written and read back unchanged.
      expect(parse(toSearchParams(parsed).toString()).values).toEqual(parsed);
    }
  });
});
