import { describe, expect, it } from 'vitest';
import { flightQueryKey, parseFlightQueryKey } from './flight-query';

const query = { departure: 'MAD', destination: 'FCO', outboundDate: '2030-05-01', adults: 2, childrenAges: [5, 1] };

describe('flight query keys', () => {
  it('keeps economy keys as they were before cabins (old proposal ids stay valid)', () => {
    expect(flightQueryKey(query)).toBe('MAD.FCO.20300501.x.2.1-5');
    expect(flightQueryKey({ ...query, cabinClass: 'ECONOMY' })).toBe('MAD.FCO.20300501.x.2.1-5');
    expect(parseFlightQueryKey('MAD.FCO.20300501.x.2.1-5')?.cabinClass).toBeUndefined();
  });

  it('writes and reads a higher cabin as one letter', () => {
    for (const [cabinClass, letter] of [
      ['PREMIUM_ECONOMY', 'W'],
      ['BUSINESS', 'C'],
      ['FIRST', 'F'],
    ] as const) {
      const key = flightQueryKey({ ...query, cabinClass });
      expect(key).toBe(`MAD.FCO.20300501.x.2.1-5.${letter}`);
      expect(parseFlightQueryKey(key)).toMatchObject({ cabinClass, adults: 2, childrenAges: [1, 5] });
    }
    expect(parseFlightQueryKey('MAD.FCO.20300501.x.2.1-5.Y')).toBeNull();
  });
});
