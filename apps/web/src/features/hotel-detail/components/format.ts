import { dateTimeFormat } from '../../../lib/intl-format';
/** A local date-time (ISO with offset) as the place's own date and time, e.g. "7 Mar 2027, 23:59". */
export function formatLocalDateTime(iso: string, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const day = dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return `${day}, ${match[4]}:${match[5]}`;
}

/** A calendar date (YYYY-MM-DD) in words, e.g. "Wed 10 Mar 2027". */
export function formatDate(isoDate: string, language: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
