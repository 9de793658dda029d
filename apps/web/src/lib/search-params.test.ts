import { describe, expect, it } from 'vitest';
import { IATA_CODE, LOCATION_CODE, SEARCH_PARAM_NAMES, readParam, toIsoDate } from './search-params';

describe('search params', () => {
  it('lists the spec §3 names in writing order', () => {
    expect(SEARCH_PARAM_NAMES.join(' ')).toBe(
      'product departure destination outboundDate returnDate adults childrenAges mealPlans freeCancellation cabinClass rooms',
    );
  });

  it('reads a trimmed value and treats blank as absent', () => {
    const params = new URLSearchParams('a=%20MAD%20&b=%20%20');
    expect(readParam(params, 'a')).toBe('MAD');
    expect(readParam(params, 'b')).toBeNull();
    expect(readParam(params, 'c')).toBeNull();
  });

  it('checks codes and converts URL dates', () => {
    expect(IATA_CODE.test('fco')).toBe(true);
    expect(IATA_CODE.test('FCOX')).toBe(false);
    expect(LOCATION_CODE.test('hotel_123')).toBe(true);
    expect(LOCATION_CODE.test('<script>')).toBe(false);
    expect(toIsoDate('20260910')).toBe('2026-09-10');
  });
});
