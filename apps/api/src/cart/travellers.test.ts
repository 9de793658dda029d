import type { TravellerInput } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import type { RequestValidationError } from '../lib/validation';
import type { Trip } from './cart-context';
import { ageOn, checkTravellers, withTravellerIds } from './travellers';

const trip: Trip = {
  adults: 1,
  childrenAges: [7],
  startDate: '2030-06-10',
  endDate: '2030-06-17',
  hasFlight: true,
  hasStay: false,
  segments: [],
  seatSelectionAvailable: true,
};
const document = { type: 'PASSPORT', number: 'YA1234567', issuingCountry: 'IT', expiryDate: '2031-01-01' } as const;
const adult: TravellerInput = {
  type: 'ADULT',
  firstName: 'Anna',
  lastName: 'Rossi',
  gender: 'FEMALE',
  birthDate: '1990-04-02',
  document,
};
const child: TravellerInput = { ...adult, type: 'CHILD', age: 7, firstName: 'Sara', birthDate: '2023-01-15' };

function fields(travellers: TravellerInput[], on: Trip = trip): string[] {
  try {
    checkTravellers(travellers, on, '2030-01-01');
    return [];
  } catch (error) {
    return (error as RequestValidationError).fields.map((field) => field.field);
  }
}

describe('ageOn', () => {
  it('counts whole years, birthday included', () => {
    expect(ageOn('2000-06-10', '2030-06-10')).toBe(30);
    expect(ageOn('2000-06-11', '2030-06-10')).toBe(29);
  });
});

describe('checkTravellers', () => {
  it('accepts the party the booking was priced for', () => {
    expect(fields([adult, child])).toEqual([]);
  });

  it('refuses another party', () => {
    expect(fields([adult])).toEqual(['travellers']);
    expect(fields([adult, { ...child, age: 8, birthDate: '2022-01-15' }])).toEqual(['travellers']);
  });

  it('checks ages at the start of the trip', () => {
    expect(fields([{ ...adult, birthDate: '2013-01-01' }, child])).toEqual(['travellers.0.birthDate']);
    expect(fields([adult, { ...child, birthDate: '2020-01-01' }])).toEqual(['travellers.1.birthDate']);
    expect(fields([adult, { ...child, birthDate: '2031-01-01' }])).toEqual(['travellers.1.birthDate']);
  });

  it('needs a document valid to the end of a trip with a flight', () => {
    const { document: _omitted, ...withoutDocument } = adult;
    expect(fields([withoutDocument, child])).toEqual(['travellers.0.document']);
    expect(fields([withoutDocument, child], { ...trip, hasFlight: false })).toEqual([]);
    const expiring = { ...adult, document: { ...document, expiryDate: '2030-06-16' } };
    expect(fields([expiring, child])).toEqual(['travellers.0.document.expiryDate']);
  });

  it('numbers travellers by position', () => {
    expect(withTravellerIds([adult, child]).map((traveller) => traveller.travellerId)).toEqual(['t1', 't2']);
  });
});
