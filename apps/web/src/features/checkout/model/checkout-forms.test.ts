import { describe, expect, it } from 'vitest';
import {
  contactToForm,
  emptyTraveller,
  initialTravellers,
  toContact,
  toTravellerInput,
  travellersDraftSchema,
} from './checkout-forms';
import { defaultPhoneCode } from './phone-codes';

const filled = {
  ...emptyTraveller(),
  firstName: ' Ada ',
  lastName: 'Lovelace',
  gender: 'FEMALE' as const,
  birthDate: '1990-05-01',
  nationality: 'GB',
  documentNumber: 'ab12345',
  documentCountry: 'GB',
  documentExpiry: '2030-01-01',
};

describe('traveller form', () => {
  it('maps to AddTravellerToCart input, with the document only when needed', () => {
    expect(toTravellerInput({ type: 'ADULT' }, filled, false)).toEqual({
      type: 'ADULT',
      firstName: 'Ada',
      lastName: 'Lovelace',
      gender: 'FEMALE',
      birthDate: '1990-05-01',
    });
    const child = toTravellerInput({ type: 'CHILD', age: 7 }, filled, true);
    expect(child.age).toBe(7);
    expect(child.document).toEqual({
      type: 'PASSPORT',
      number: 'AB12345',
      issuingCountry: 'GB',
      expiryDate: '2030-01-01',
    });
  });

  it('refuses what the contract refuses', () => {
    expect(() => toTravellerInput({ type: 'ADULT' }, { ...filled, firstName: '123' }, false)).toThrow();
  });

  it('matches saved travellers to slots by type', () => {
    const saved = [
      {
        travellerId: 'c',
        type: 'CHILD' as const,
        age: 7,
        firstName: 'Kid',
        lastName: 'L',
        gender: 'MALE' as const,
        birthDate: '2019-01-01',
      },
      {
        travellerId: 'a',
        type: 'ADULT' as const,
        firstName: 'Ada',
        lastName: 'L',
        gender: 'FEMALE' as const,
        birthDate: '1990-01-01',
      },
    ];
    const forms = initialTravellers([{ type: 'ADULT' }, { type: 'ADULT' }, { type: 'CHILD', age: 7 }], saved);
    expect(forms.map((form) => form.firstName)).toEqual(['Ada', '', 'Kid']);
  });

  it('validates drafts', () => {
    expect(travellersDraftSchema.safeParse([filled]).success).toBe(true);
    expect(travellersDraftSchema.safeParse([{ firstName: 1 }]).success).toBe(false);
  });
});

describe('contact form', () => {
  it('cleans the phone number and round-trips', () => {
    const contact = toContact({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: ' ada@example.com ',
      countryCode: '+44',
      number: '20 7946-0958',
    });
    expect(contact.phone).toEqual({ countryCode: '+44', number: '2079460958' });
    expect(contactToForm(contact).email).toBe('ada@example.com');
    expect(() => toContact({ ...contactToForm(contact), email: 'nope' })).toThrow();
  });

  it('picks a calling code from the brand', () => {
    expect(defaultPhoneCode('CH', 'fr')).toBe('+41');
    expect(defaultPhoneCode(undefined, 'es')).toBe('+34');
    expect(defaultPhoneCode('ZZ', 'xx')).toBe('+44');
  });
});
