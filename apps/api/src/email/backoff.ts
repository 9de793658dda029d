/** Sends tried before a job is given up (about 4 h 15 min of retries with the delays below). */
export const MAX_EMAIL_ATTEMPTS = 8;

/** How long a worker holds a job while it sends: a crashed worker's job comes back after this. */
export const EMAIL_LEASE_MS = 2 * 60_000;

/**
 * Delay before retry `attempts` (1 = after the first failure): 30 s, doubling, capped at 2 h, so an SMTP outage
 * is waited out without hammering the server. No jitter needed: jobs fail at their own times.
 */
export function emailRetryDelayMs(attempts: number): number {
  const step = Number.isFinite(attempts) ? Math.max(1, Math.floor(attempts)) : 1;
  return Math.min(30_000 * 2 ** (step - 1), 2 * 60 * 60_000);
}
