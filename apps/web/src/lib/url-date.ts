/**
 * spec §3 URL dates (outboundDate, returnDate): YYYYMMDD calendar days. Plain TS: reading a search link on the
 * first screen needs no date library (issue 16: dayjs and its locales were 8 KB gzip of the landing's JS).
 */

const URL_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DAY_MS = 86_400_000;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The local calendar day of `date` as YYYYMMDD. */
export function formatUrlDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}${pad(date.getMonth() + 1, 2)}${pad(date.getDate(), 2)}`;
}

/** Today in the browser's (or server's) time zone, YYYYMMDD: the first day a search may start. */
export function todayUrlDate(): string {
  return formatUrlDate(new Date());
}

/** The UTC midnight of a YYYYMMDD that names a real calendar day (20250231 does not), else null. */
function utcDay(value: string): number | null {
  const match = URL_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // Date.UTC rolls an impossible day over (Feb 31 → Mar 3) and maps years 0-99 to 1900-1999: both fail here.
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? time : null;
}

/** Whether the value is a YYYYMMDD naming a real calendar day (strict: no dashes, no extra digits). */
export function isUrlDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && utcDay(value) !== null;
}

/** Whole days from one URL date to another (negative when `to` is earlier); NaN when either is not a real day. */
export function daysBetweenUrlDates(from: string, to: string): number {
  const start = utcDay(from);
  const end = utcDay(to);
  return start === null || end === null ? NaN : Math.round((end - start) / DAY_MS);
}
