import { ErrorMessage } from '@wayfare/contract';

/** Same limit as the flights (spec §9 retry limit 10): the stay search is asynchronous too (design.md). */
export const STAY_RETRY_LIMIT = 10;
const BASE_DELAY_MS = 150;
const MAX_DELAY_MS = 3_000;

/**
 * GENERIC_ERROR means "search not ready yet" (design.md: answered until the supplier replies), so it is
 * retried while fewer than 10 retries happened; NO_CONTENT and every other failure are final at once.
 */
export function shouldRetryStayFetch(retriesSoFar: number, error: unknown): boolean {
  return error instanceof Error && error.message === ErrorMessage.GENERIC_ERROR && retriesSoFar < STAY_RETRY_LIMIT;
}

/** Exponential backoff with equal jitter (half fixed, half random), capped at 3 s. */
export function stayRetryDelay(retriesSoFar: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, retriesSoFar));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
