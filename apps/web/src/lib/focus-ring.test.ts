import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { focusRingColour } from './focus-ring';

describe('focusRingColour', () => {
  it('keeps a primary that already reaches 3:1 on white', () => {
    expect(focusRingColour('#0b5cad')).toBe('#0b5cad');
  });

  it('darkens light primaries until the ring reaches 3:1', () => {
    for (const primary of ['#ffcc00', '#ff8a3d', '#34c3ff', '#ffffff']) {
      const ring = focusRingColour(primary);
      expect(ring).not.toBe(primary);
      expect(contrastRatio(ring, '#ffffff')).toBeGreaterThanOrEqual(3);
    }
  });

  it('falls back to dark grey for anything that is not a hex colour', () => {
    expect(focusRingColour('red')).toBe('#262626');
    expect(focusRingColour('')).toBe('#262626');
  });
});
