import type { TFunction } from 'i18next';
import { splitMinutes } from '../model/itinerary-format';

/** "2h 15m" in the traveller's language. */
export function durationLabel(t: TFunction<'flights'>, totalMinutes: number): string {
  const { hours, minutes } = splitMinutes(totalMinutes);
  if (hours === 0) return t('duration.minutes', { minutes });
  if (minutes === 0) return t('duration.hours', { hours });
  return t('duration.hoursMinutes', { hours, minutes });
}
