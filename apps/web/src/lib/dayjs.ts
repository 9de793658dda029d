import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import isoWeek from 'dayjs/plugin/isoWeek';
import localeData from 'dayjs/plugin/localeData';
import timezone from 'dayjs/plugin/timezone';
import updateLocale from 'dayjs/plugin/updateLocale';
import utc from 'dayjs/plugin/utc';
import weekday from 'dayjs/plugin/weekday';
import type { Language } from '@wayfare/contract';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(isoWeek);
dayjs.extend(weekday);
dayjs.extend(localeData);
dayjs.extend(updateLocale);

// spec §9: weeks start on Monday in every date locale (English defaults to Sunday).
for (const language of ['it', 'es', 'en', 'fr'] satisfies Language[]) {
  dayjs.updateLocale(language, { weekStart: 1 });
}

/** spec §3: URL dates (outboundDate, returnDate) are written YYYYMMDD. */
export const URL_DATE_FORMAT = 'YYYYMMDD';

/** Makes the brand's language the default for every new date (month and weekday names, week start). */
export function setDateLanguage(language: Language): void {
  dayjs.locale(language);
}

/** A URL date, or null when absent or not a real calendar date (e.g. 20250231): the caller picks a fallback. */
export function parseUrlDate(value: string | null | undefined): Dayjs | null {
  if (!value || !/^\d{8}$/.test(value)) return null;
  const date = dayjs(value, URL_DATE_FORMAT, true);
  return date.isValid() ? date : null;
}

export function formatUrlDate(date: Dayjs | Date): string {
  return dayjs(date).format(URL_DATE_FORMAT);
}

export { dayjs };
export type { Dayjs };
