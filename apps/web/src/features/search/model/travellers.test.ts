import { describe, expect, it } from 'vitest';
import {
  CHILD_AGES,
  MAX_CHILDREN,
  clampAdults,
  partyOfRooms,
  roomLimits,
  setChildrenCount,
  totalTravellers,
} from './travellers';

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

describe('rooms (issue 19 item 8)', () => {
  it('lets a room hold one room’s limits while the whole party stays within the stay’s', () => {
    const rooms = [
      { adults: 9, childrenAges: [1, 2, 3, 4, 5, 6] },
      { adults: 9, childrenAges: [1, 2, 3, 4, 5, 6] },
      { adults: 9, childrenAges: [1, 2] },
      { adults: 1, childrenAges: [] },
    ];
    expect(roomLimits(0, rooms)).toMatchObject({ maxAdults: 9, maxChildren: 6 });
    // 27 adults and 14 children elsewhere: 5 adults and 2 children left of 32 and 16.
    expect(roomLimits(3, rooms)).toMatchObject({ minAdults: 1, maxAdults: 5, maxChildren: 2 });
    expect(partyOfRooms(rooms)).toMatchObject({ adults: 28 });
    expect(partyOfRooms(rooms).childrenAges).toHaveLength(14);
  });
});
