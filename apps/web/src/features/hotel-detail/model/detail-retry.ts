import { ErrorMessage } from '@wayfare/contract';

/** The search behind a detail is asynchronous (design.md): GENERIC_ERROR is retried while below 10 retries. */
export const DETAIL_RETRY_LIMIT = 10;

export function shouldRetryNotReady(retriesSoFar: number, error: unknown): boolean {
  return error instanceof Error && error.message === ErrorMessage.GENERIC_ERROR && retriesSoFar < DETAIL_RETRY_LIMIT;
}

/** Exponential backoff with equal jitter, capped at 3 s. */
export function notReadyDelay(retriesSoFar: number, random: () => number = Math.random): number {
  const exponential = Math.min(3_000, 150 * 2 ** Math.max(0, retriesSoFar));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
