/** Milliseconds left before the cart expires (never negative). */
export function timeLeft(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "29:05" under an hour, "1:02:03" above; rounds up so "00:00" shows only once the time is really up. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The summary warns in the last five minutes. */
export const LOW_TIME_MS = 5 * 60_000;
