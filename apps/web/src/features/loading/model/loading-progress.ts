/** spec §4 / §9 loading bar: one tick every 500 ms, each a random step of at most 15 points. */
export const LOADING_TICK_MS = 500;
export const LOADING_MAX_STEP = 15;
export const LOADING_MAX = 100;

/** A number in [0, 1), like Math.random (injected so the rule is testable). */
export type RandomSource = () => number;

/**
 * The next value of the loading bar: a random whole step from 1 to 15 points, capped at 100; after 100 it
 * restarts at 0 (spec §4), so a slow start keeps showing movement.
 */
export function nextLoadingProgress(current: number, random: RandomSource = Math.random): number {
  if (current >= LOADING_MAX) return 0;
  const draw = Math.min(Math.max(random(), 0), 0.999_999);
  const step = Math.floor(draw * LOADING_MAX_STEP) + 1;
  return Math.min(LOADING_MAX, Math.max(0, current) + step);
}
