import { describe, expect, it } from 'vitest';
import { routeLimit } from './route-limits';

describe('per-route limits (issue 15 item 9, issue 18 guest lookup)', () => {
  it('keeps each floor at the default general limit, never fewer', () => {
    expect(routeLimit('guestLookup', 3_000).rateLimit).toEqual({ max: 10, timeWindow: '1 minute' });
    expect(routeLimit('guestLookup', 60).rateLimit.max).toBe(10);
    expect(routeLimit('signIn', 3_000).rateLimit.max).toBe(20);
    expect(routeLimit('events', 3_000).rateLimit.max).toBe(120);
  });

  it('follows a raised general limit (one shared client address in the e2e run)', () => {
    expect(routeLimit('guestLookup', 100_000).rateLimit.max).toBe(333);
    expect(routeLimit('signIn', 100_000).rateLimit.max).toBe(333);
  });
});
