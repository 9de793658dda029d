import type { CartConfig, CartFull } from '@wayfare/contract';

/** Adults are 18 or older on the travel date (an adult fare). */
export const ADULT_MIN_AGE = 18;

/** One passenger to fill in, from the searched party of GetCartConfig (spec §3 adults, childrenAges). */
export interface PassengerSlot {
  type: 'ADULT' | 'CHILD';
  /** Age at travel (children only), exactly as searched. */
  age?: number;
}

/** Adults first, then each child in the searched order. */
export function passengerSlots(travellers: CartConfig['travellers']): PassengerSlot[] {
  return [
    ...Array.from({ length: travellers.adults }, () => ({ type: 'ADULT' as const })),
    ...travellers.childrenAges.map((age) => ({ type: 'CHILD' as const, age })),
  ];
}

/** YYYY-MM-DD of an ISO date-time as written (the local date at the airport), or the date itself. */
const isoDay = (value: string) => value.slice(0, 10);

/** The outbound date ages are measured at: the flight's first departure, else the stay's check-in. */
export function travelDate(cart: Pick<CartFull, 'products'>): string | null {
  for (const product of cart.products) {
    if (product.type === 'FLIGHT' || product.type === 'PACKAGE') return isoDay(product.flight.outbound.departure.time);
  }
  for (const product of cart.products) {
    if (product.type === 'STAY') return product.stay.checkIn;
  }
  return null;
}

/** The last day of the trip (documents must stay valid until then). */
export function returnDate(cart: Pick<CartFull, 'products'>): string | null {
  for (const product of cart.products) {
    if (product.type === 'FLIGHT' || product.type === 'PACKAGE') {
      const last = product.flight.inbound ?? product.flight.outbound;
      return isoDay(last.arrival.time);
    }
    if (product.type === 'STAY') return product.stay.checkOut;
  }
  return null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD strictly (no 2024-02-30), or null. */
export function parseDay(value: string): { year: number; month: number; day: number } | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between a birth date and a day (both YYYY-MM-DD), as an age is counted; null when invalid. */
export function ageOn(birthDate: string, on: string): number | null {
  const birth = parseDay(birthDate);
  const day = parseDay(on);
  if (!birth || !day) return null;
  const beforeBirthday = day.month < birth.month || (day.month === birth.month && day.day < birth.day);
  return day.year - birth.year - (beforeBirthday ? 1 : 0);
}

export type BirthDateIssue = 'invalid' | 'future' | 'adultTooYoung' | 'childAgeMismatch';

/**
 * Issue 7: a date of birth must match the searched party at the outbound date: adults 18+, each child
 * exactly the age given in childrenAges (the price was made for that age). Returns null when it does.
 */
export function birthDateIssue(
  slot: PassengerSlot,
  birthDate: string,
  travel: string,
  today: string,
): BirthDateIssue | null {
  const age = ageOn(birthDate, travel);
  if (age === null) return 'invalid';
  if (birthDate > today) return 'future';
  if (slot.type === 'ADULT') return age >= ADULT_MIN_AGE ? null : 'adultTooYoung';
  return age === slot.age ? null : 'childAgeMismatch';
}

/** Earliest and latest birth dates that give a child exactly `age` on the travel date (for the picker's limits). */
export function childBirthDateRange(age: number, travel: string): { min: string; max: string } | null {
  const day = parseDay(travel);
  if (!day) return null;
  const max = new Date(Date.UTC(day.year - age, day.month - 1, day.day));
  const min = new Date(Date.UTC(day.year - age - 1, day.month - 1, day.day + 1));
  return { min: min.toISOString().slice(0, 10), max: max.toISOString().slice(0, 10) };
}

/** Latest birth date of an adult (18 on the travel date). */
export function adultLatestBirthDate(travel: string): string | null {
  const day = parseDay(travel);
  if (!day) return null;
  return new Date(Date.UTC(day.year - ADULT_MIN_AGE, day.month - 1, day.day)).toISOString().slice(0, 10);
}
