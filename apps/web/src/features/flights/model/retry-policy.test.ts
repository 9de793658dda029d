import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import { FLIGHT_RETRY_LIMIT, flightRetryDelay, shouldRetryFlightFetch } from './retry-policy';

const generic = new ApiError({ message: 'GENERIC_ERROR', status: 503 });

describe('spec §4 flight retry policy', () => {
  it('retries GENERIC_ERROR while the counter is below 10', () => {
    expect(FLIGHT_RETRY_LIMIT).toBe(10);
    for (let count = 0; count < 10; count++) expect(shouldRetryFlightFetch(count, generic)).toBe(true);
    expect(shouldRetryFlightFetch(10, generic)).toBe(false);
    expect(shouldRetryFlightFetch(11, generic)).toBe(false);
  });

  it('never retries NO_CONTENT or any other failure', () => {
    expect(shouldRetryFlightFetch(0, new ApiError({ message: 'NO_CONTENT', status: 404 }))).toBe(false);
    expect(shouldRetryFlightFetch(0, new ApiError({ message: 'Network Error' }))).toBe(false);
    expect(shouldRetryFlightFetch(0, new Error('boom'))).toBe(false);
    expect(shouldRetryFlightFetch(0, 'GENERIC_ERROR')).toBe(false);
  });

  it('backs off exponentially with jitter, capped', () => {
    expect(flightRetryDelay(0, () => 0)).toBe(100);
    expect(flightRetryDelay(0, () => 1)).toBe(200);
    expect(flightRetryDelay(1, () => 0)).toBe(200);
    expect(flightRetryDelay(3, () => 1)).toBe(1600);
    expect(flightRetryDelay(20, () => 1)).toBe(4000);
    expect(flightRetryDelay(20, () => 0)).toBe(2000);
  });

  it('jitter spreads delays within [half, full] of the step', () => {
    for (let index = 0; index < 100; index++) {
      const delay = flightRetryDelay(2);
      expect(delay).toBeGreaterThanOrEqual(400);
      expect(delay).toBeLessThanOrEqual(800);
    }
  });
});
