import { describe, expect, it } from 'vitest';
import { guestLimit } from './order-routes';

describe('guest lookup limit (issue 18: rate-limited, no enumeration)', () => {
  it('allows 10 a minute per address at the default general limit, never fewer', () => {
    expect(guestLimit(3_000).rateLimit).toEqual({ max: 10, timeWindow: '1 minute' });
    expect(guestLimit(60).rateLimit.max).toBe(10);
  });

  it('follows a raised general limit (one shared client address in the e2e run)', () => {
    expect(guestLimit(100_000).rateLimit.max).toBe(333);
  });
});
