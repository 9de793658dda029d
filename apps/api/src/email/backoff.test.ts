import { describe, expect, it } from 'vitest';
import { emailRetryDelayMs } from './backoff';

describe('emailRetryDelayMs', () => {
  it('doubles from 30 seconds and stops at two hours', () => {
    expect([1, 2, 3, 4].map(emailRetryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(emailRetryDelayMs(20)).toBe(2 * 60 * 60_000);
  });

  it('treats a nonsense count as the first retry', () => {
    expect(emailRetryDelayMs(0)).toBe(30_000);
    expect(emailRetryDelayMs(Number.NaN)).toBe(30_000);
  });
});
