import { describe, expect, it } from 'vitest';
import { formatRoomsParam, parseCabinParam, parseRoomsParam, writePartyParams } from './search-party-params';

const params = (query: string) => new URLSearchParams(query);

describe('cabinClass in the URL', () => {
  it('is economy when absent, any case is read, an unknown value is invalid', () => {
    expect(parseCabinParam(params(''))).toEqual({ value: 'ECONOMY', invalid: false });
    expect(parseCabinParam(params('cabinClass=premium_economy'))).toEqual({ value: 'PREMIUM_ECONOMY', invalid: false });
    expect(parseCabinParam(params('cabinClass=%3Cscript%3E'))).toEqual({ value: 'ECONOMY', invalid: true });
  });
});

describe('rooms in the URL', () => {
  it('reads and writes each room as adults then ages, rooms joined by _', () => {
    const rooms = [
      { adults: 2, childrenAges: [0, 17] },
      { adults: 1, childrenAges: [] },
    ];
    expect(formatRoomsParam(rooms)).toBe('2-0-17_1');
    expect(parseRoomsParam(params('rooms=2-0-17_1'))).toEqual({ value: rooms, invalid: false });
    expect(parseRoomsParam(params(''))).toEqual({ value: null, invalid: false });
  });

  it('refuses rooms without adults, ages past 17, more than 8 rooms or a party past the stay limits', () => {
    for (const bad of ['0', '2-18', '1_1_1_1_1_1_1_1_1', '9_9_9_9', '2-1-1-1-1-1-1-1-1-1', 'x', '2--3', '_']) {
      expect(parseRoomsParam(params(`rooms=${bad}`))).toEqual({ value: null, invalid: true });
    }
  });

  it('writes a cabin only above economy, rooms only when several, with the totals', () => {
    const one = writePartyParams(params('adults=2'), {
      cabinClass: 'ECONOMY',
      rooms: [{ adults: 2, childrenAges: [] }],
    });
    expect(one.toString()).toBe('adults=2');
    const several = writePartyParams(params('adults=2&childrenAges=4&cabinClass=FIRST'), {
      rooms: [
        { adults: 2, childrenAges: [] },
        { adults: 2, childrenAges: [] },
      ],
    });
    expect(several.toString()).toBe('adults=4&rooms=2_2');
  });
});
