/**
 * Local times of airports: flight times are shown in each airport's own zone (contract: ISO date-time
 * with offset). Intl is slow, so offsets are cached per zone and UTC hour.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsetCache = new Map<string, number>();
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** Minutes to add to UTC to get local time in `timeZone` at the instant `utcMs` (e.g. 120 for CEST). */
export function offsetMinutes(timeZone: string, utcMs: number): number {
  const hour = Math.floor(utcMs / HOUR_MS);
  const key = `${timeZone}|${hour}`;
  const cached = offsetCache.get(key);
  if (cached !== undefined) return cached;
  const instant = hour * HOUR_MS;
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(+parts.year!, +parts.month! - 1, +parts.day!, +parts.hour!, +parts.minute!);
  const offset = Math.round((asUtc - instant) / MINUTE_MS);
  if (offsetCache.size > 50_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

/** The UTC instant of a wall-clock time (`date` YYYY-MM-DD plus minutes after midnight) in `timeZone`. */
export function localToUtc(date: string, minuteOfDay: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * MINUTE_MS;
  const guess = wall - offsetMinutes(timeZone, wall) * MINUTE_MS;
  return wall - offsetMinutes(timeZone, guess) * MINUTE_MS;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 local time with offset, e.g. `2030-05-01T08:30:00+02:00`. */
export function toLocalIso(utcMs: number, timeZone: string): string {
  const offset = offsetMinutes(timeZone, utcMs);
  const local = new Date(utcMs + offset * MINUTE_MS);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/** Local minutes after midnight (0-1439) of an instant in `timeZone`. */
export function localMinuteOfDay(utcMs: number, timeZone: string): number {
  const local = utcMs + offsetMinutes(timeZone, utcMs) * MINUTE_MS;
  return Math.floor((((local % 86_400_000) + 86_400_000) % 86_400_000) / MINUTE_MS);
}

/** Local calendar date (YYYY-MM-DD) of an instant in `timeZone`. */
export function localDate(utcMs: number, timeZone: string): string {
  return toLocalIso(utcMs, timeZone).slice(0, 10);
}

/** `date` shifted by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** True when Intl knows the zone name. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
