import { ErrorMessage } from '@wayfare/contract';

/** spec §9: flight retry limit 10. */
export const FLIGHT_RETRY_LIMIT = 10;
const BASE_DELAY_MS = 200;
const MAX_DELAY_MS = 4_000;

function messageOf(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

/**
 * spec §4: a flight fetch failing with GENERIC_ERROR (the search is not ready yet) is retried while the retry
 * counter is below 10; every other failure (NO_CONTENT included) is final. `retriesSoFar` is TanStack Query's
 * failureCount, which starts again at 0 for a new search (a new query key), so a new search resets the counter.
 */
export function shouldRetryFlightFetch(retriesSoFar: number, error: unknown): boolean {
  return messageOf(error) === ErrorMessage.GENERIC_ERROR && retriesSoFar < FLIGHT_RETRY_LIMIT;
}

/**
 * Exponential backoff (200 ms, 400 ms, ... capped at 4 s) with "equal jitter": half the delay is fixed, half
 * random, so many clients waiting on one slow supplier do not retry in lockstep.
 */
export function flightRetryDelay(retriesSoFar: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, retriesSoFar));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
