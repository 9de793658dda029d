import type { TravellerInput } from '@wayfare/contract';
import type { FieldError } from '../lib/validation';
import { RequestValidationError } from '../lib/validation';
import type { Trip } from './cart-context';

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const sorted = (ages: readonly number[]) => [...ages].sort((a, b) => a - b).join(',');

/**
 * The party must be the one the main product was priced for: as many adults, the same children's ages,
 * birth dates consistent with them at the start of the trip, and a document valid to the end of the
 * trip when it includes a flight (GetCartConfig.requiredTravellerFields). Throws a 400 naming each field.
 */
export function checkTravellers(travellers: readonly TravellerInput[], trip: Trip, today: string): void {
  const errors: FieldError[] = [];
  const adults = travellers.filter((traveller) => traveller.type === 'ADULT').length;
  const childAges = travellers.flatMap((traveller) => (traveller.type === 'CHILD' ? [traveller.age!] : []));
  if (adults !== trip.adults || sorted(childAges) !== sorted(trip.childrenAges)) {
    const children = trip.childrenAges.length > 0 ? ` and children aged ${trip.childrenAges.join(', ')}` : '';
    errors.push({ field: 'travellers', message: `must be ${trip.adults} adult(s)${children}` });
  }
  travellers.forEach((traveller, index) => {
    const field = (name: string) => `travellers.${index}.${name}`;
    const age = ageOn(traveller.birthDate, trip.startDate);
    if (traveller.birthDate > today) errors.push({ field: field('birthDate'), message: 'must not be in the future' });
    else if (traveller.type === 'ADULT' && age < 18) {
      errors.push({ field: field('birthDate'), message: 'an adult must be 18 or older when the trip starts' });
    } else if (traveller.type === 'CHILD' && age !== traveller.age) {
      errors.push({
        field: field('birthDate'),
        message: `gives age ${age} at the start of the trip, not ${traveller.age}`,
      });
    }
    if (trip.hasFlight && !traveller.document) {
      errors.push({ field: field('document'), message: 'is required for flights' });
    }
    if (traveller.document && traveller.document.expiryDate < trip.endDate) {
      errors.push({ field: field('document.expiryDate'), message: 'must be valid until the end of the trip' });
    }
  });
  if (errors.length > 0) throw new RequestValidationError(errors);
}

/** Stored travellers get ids by position, so a corrected list keeps the ids seats and extras refer to. */
export const withTravellerIds = (travellers: readonly TravellerInput[]) =>
  travellers.map((traveller, index) => ({ travellerId: `t${index + 1}`, ...traveller }));
