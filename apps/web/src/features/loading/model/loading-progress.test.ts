import { describe, expect, it } from 'vitest';
import { LOADING_MAX_STEP, nextLoadingProgress } from './loading-progress';

/** A deterministic pseudo-random source (mulberry32) for property checks. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('nextLoadingProgress (spec §4)', () => {
  it('advances by a step of 1 to 15 points depending on the random draw', () => {
    expect(nextLoadingProgress(0, () => 0)).toBe(1);
    expect(nextLoadingProgress(0, () => 0.5)).toBe(8);
    expect(nextLoadingProgress(10, () => 0.999_999_9)).toBe(25);
  });

  it('never goes past 100', () => {
    expect(nextLoadingProgress(95, () => 0.99)).toBe(100);
    expect(nextLoadingProgress(99, () => 0)).toBe(100);
  });

  it('restarts at 0 after reaching 100', () => {
    expect(nextLoadingProgress(100, () => 0.5)).toBe(0);
  });

  it('tolerates a random source outside [0, 1)', () => {
    expect(nextLoadingProgress(0, () => 1)).toBe(LOADING_MAX_STEP);
    expect(nextLoadingProgress(0, () => -3)).toBe(1);
  });

  it('over 10,000 ticks: every step is 1..15, values stay in 0..100, and 100 is always followed by 0', () => {
    const random = seeded(42);
    let value = 0;
    let wraps = 0;
    for (let tick = 0; tick < 10_000; tick++) {
      const next = nextLoadingProgress(value, random);
      expect(next).toBeGreaterThanOrEqual(0);
      expect(next).toBeLessThanOrEqual(100);
      if (value === 100) {
        expect(next).toBe(0);
        wraps++;
      } else {
        expect(next - value).toBeGreaterThanOrEqual(1);
        expect(next - value).toBeLessThanOrEqual(LOADING_MAX_STEP);
      }
      value = next;
    }
    expect(wraps).toBeGreaterThan(100);
  });
});
