import { describe, expect, it } from 'vitest';
import { summarizeLoad } from './load.mjs';

describe('summarizeLoad', () => {
  it('keeps throughput and latency, and counts errors, timeouts and non-2xx as failures', () => {
    const result = {
      requests: { average: 1520.6, total: 15206 },
      latency: { p50: 9, p99: 27 },
      errors: 1,
      timeouts: 2,
      non2xx: 3,
    };
    expect(summarizeLoad(result, { route: 'POST /x', connections: 50, durationSeconds: 10 })).toEqual({
      route: 'POST /x',
      connections: 50,
      durationSeconds: 10,
      requestsPerSecond: 1521,
      p50Ms: 9,
      p99Ms: 27,
      requests: 15206,
      failures: 6,
    });
  });
});
