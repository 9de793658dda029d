import { CalendarDate } from '@internationalized/date';
import { isoDayParts } from './calendar-dates';
import type { IsoDay } from './calendar-dates';

/** The calendar's CalendarDate of an ISO day; null for anything else (loaded with the calendar only). */
export function toCalendarDate(value: IsoDay | null | undefined): CalendarDate | null {
  const parts = isoDayParts(value);
  return parts ? new CalendarDate(...parts) : null;
}
