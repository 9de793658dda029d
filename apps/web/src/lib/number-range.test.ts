import { describe, expect, it } from 'vitest';
import { formatNumberRange, parseNumberRange, rangeFilter, rangeValue } from './number-range';

describe('number range', () => {
  it('reads min-max with either side optional and rejects reversed or empty ranges', () => {
    expect(parseNumberRange('100-500')).toEqual({ min: 100, max: 500 });
    expect(parseNumberRange('-500')).toEqual({ max: 500 });
    expect(parseNumberRange('100-')).toEqual({ min: 100 });
    expect(parseNumberRange('-')).toBeNull();
    expect(parseNumberRange('500-100')).toBeNull();
    expect(parseNumberRange('1.5-2')).toBeNull();
  });

  it('writes a range back, or nothing when it is open on both sides', () => {
    expect(formatNumberRange({ min: 100, max: 500 })).toBe('100-500');
    expect(formatNumberRange({ max: 500 })).toBe('-500');
    expect(formatNumberRange({})).toBeNull();
    expect(formatNumberRange(null)).toBeNull();
  });

  it('maps a slider to a filter and back', () => {
    expect(rangeFilter([0, 900], 0, 900)).toBeNull();
    expect(rangeFilter([100, 900], 0, 900)).toEqual({ min: 100 });
    expect(rangeFilter([0, 400], 0, 900)).toEqual({ max: 400 });
    expect(rangeValue(null, 10, 900)).toEqual([10, 900]);
    expect(rangeValue({ min: 5, max: 2000 }, 10, 900)).toEqual([10, 900]);
    expect(rangeValue({ min: 50 }, 10, 900)).toEqual([50, 900]);
  });
});
