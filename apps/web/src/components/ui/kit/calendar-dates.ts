import { CalendarDate, parseDate } from '@internationalized/date';

/** Our date values are ISO calendar days (YYYY-MM-DD): no time, no zone (spec §3 travel dates). */
export type IsoDay = string;

/** The CalendarDate of an ISO day; null for anything else (bad input never throws). */
export function toCalendarDate(value: IsoDay | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const date = parseDate(value);
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

/** Today in the visitor's calendar as an ISO day (the earliest day a trip can start). */
export function todayIso(now: Date = new Date()): IsoDay {
  return new CalendarDate(now.getFullYear(), now.getMonth() + 1, now.getDate()).toString();
}

/** A short day label in the locale, e.g. "ven 10 dic" (it) or "Fri 10 Dec" (en-GB): the field's visible value. */
export function formatDay(value: IsoDay | null | undefined, locale: string): string {
  const date = toCalendarDate(value);
  if (!date) return '';
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  return format.format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}
