import { describe, expect, it } from 'vitest';
import { toggleValue } from './toggle-value';

describe('toggleValue', () => {
  it('toggles values', () => {
    expect(toggleValue(['A'], 'B', true)).toEqual(['A', 'B']);
    expect(toggleValue(['A', 'B'], 'A', false)).toEqual(['B']);
    expect(toggleValue(['A'], 'A', true)).toEqual(['A']);
  });
});
