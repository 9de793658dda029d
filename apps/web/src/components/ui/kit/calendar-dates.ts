/**
 * Our date values are ISO calendar days (YYYY-MM-DD): no time, no zone (spec §3 travel dates). Plain TS on purpose:
 * the search form's fields read and show days with it before the calendar (and its date library) has loaded.
 */
export type IsoDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year, month (1–12) and day of a real ISO day; null for anything else (bad input never throws). */
export function isoDayParts(value: IsoDay | null | undefined): [number, number, number] | null {
  const match = value ? ISO_DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? [year, month, day] : null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Today in the visitor's calendar as an ISO day (the earliest day a trip can start). */
export function todayIso(now: Date = new Date()): IsoDay {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A short day label in the locale, e.g. "ven 10 dic" (it) or "Fri 10 Dec" (en-GB): the field's visible value. */
export function formatDay(value: IsoDay | null | undefined, locale: string): string {
  const parts = isoDayParts(value);
  if (!parts) return '';
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const date = new Date(0);
  date.setUTCFullYear(parts[0], parts[1] - 1, parts[2]);
  return format.format(date);
}
