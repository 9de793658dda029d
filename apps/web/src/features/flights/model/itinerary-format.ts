import { numberFormat } from '../../../lib/intl-format';
/**
 * Flight times are local to each airport (ISO strings with the airport's offset), so they are read from the
 * string itself, never converted to the browser's time zone.
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/** "08:05" from "2026-09-10T08:05:00+02:00" (the airport's local clock). */
export function localTime(isoDateTime: string): string {
  const match = LOCAL.exec(isoDateTime);
  return match ? `${match[4]}:${match[5]}` : '--:--';
}

/** The local calendar date, YYYY-MM-DD. */
export function localDate(isoDateTime: string): string {
  return isoDateTime.slice(0, 10);
}

/** Whole days between the local departure and arrival dates: "+1" on an overnight flight. */
export function dayShift(departure: string, arrival: string): number {
  const day = (value: string) => {
    const match = LOCAL.exec(value);
    return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / 86_400_000 : 0;
  };
  return Math.round(day(arrival) - day(departure));
}

/** Minutes as hours and minutes: { hours: 2, minutes: 5 } (the view words them in the traveller's language). */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const safe = Math.max(0, Math.round(total));
  return { hours: Math.floor(safe / 60), minutes: safe % 60 };
}

/** "02:05" style label for a minute of the day (time sliders). */
export function minuteOfDayLabel(minute: number): string {
  const clamped = Math.min(1440, Math.max(0, Math.round(minute)));
  const hours = Math.floor(clamped / 60);
  return `${String(hours).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

export function formatNumber(value: number, language: string): string {
  return numberFormat(language).format(value);
}
