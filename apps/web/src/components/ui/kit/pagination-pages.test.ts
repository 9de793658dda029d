import { describe, expect, it } from 'vitest';
import { pageSlots } from './pagination-pages';

describe('pageSlots', () => {
  it('shows every page when there are few', () => {
    expect(pageSlots(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageSlots(10, 60)).toEqual([1, 'gap', 9, 10, 11, 'gap', 60]);
    expect(pageSlots(1, 60)).toEqual([1, 2, 'gap', 60]);
    expect(pageSlots(60, 60)).toEqual([1, 'gap', 59, 60]);
  });

  it('shows a single left-out page rather than a gap', () => {
    expect(pageSlots(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });

  it('clamps bad input', () => {
    expect(pageSlots(99, 3)).toEqual([1, 2, 3]);
    expect(pageSlots(Number.NaN, 0)).toEqual([1]);
  });
});
