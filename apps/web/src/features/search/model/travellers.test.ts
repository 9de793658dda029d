import { describe, expect, it } from 'vitest';
import { CHILD_AGES, MAX_CHILDREN, clampAdults, setChildrenCount, totalTravellers } from './travellers';

describe('travellers', () => {
  it('keeps adults within 1-9', () => {
    expect(clampAdults(0)).toBe(1);
    expect(clampAdults(12)).toBe(9);
    expect(clampAdults(3)).toBe(3);
  });

  it('adds children without an age and removes the last one', () => {
    expect(setChildrenCount([5], 3)).toEqual([5, null, null]);
    expect(setChildrenCount([5, 7, null], 1)).toEqual([5]);
    expect(setChildrenCount([], -1)).toEqual([]);
    expect(setChildrenCount([], 99)).toHaveLength(MAX_CHILDREN);
  });

  it('offers ages 0 to 17 and counts everyone', () => {
    expect(CHILD_AGES[0]).toBe(0);
    expect(CHILD_AGES.at(-1)).toBe(17);
    expect(totalTravellers({ adults: 2, childrenAges: [3, null] })).toBe(4);
  });
});
