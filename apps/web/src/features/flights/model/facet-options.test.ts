import { describe, expect, it } from 'vitest';
import { baggageOptions, facetOptions, hasChoice } from './facet-options';

describe('facet options', () => {
  it('counts a baggage choice as its fare level (what its filter lists: one card per itinerary)', () => {
    const options = baggageOptions([
      { value: 'CABIN', count: 10 },
      { value: 'CABIN_CHECKED', count: 4 },
    ]);
    expect(options).toEqual([
      { value: 'CABIN', count: 10, label: 'CABIN' },
      { value: 'CHECKED', count: 4, label: 'CHECKED' },
    ]);
  });

  it('labels options by the server label or the value', () => {
    expect(
      facetOptions([
        { value: 'AZ', count: 3, label: 'ITA Airways' },
        { value: 'XX', count: 1 },
      ]),
    ).toEqual([
      { value: 'AZ', count: 3, label: 'ITA Airways' },
      { value: 'XX', count: 1, label: 'XX' },
    ]);
  });

  it('knows when a facet offers a choice', () => {
    expect(hasChoice([1])).toBe(false);
    expect(hasChoice([1, 2])).toBe(true);
  });
});
