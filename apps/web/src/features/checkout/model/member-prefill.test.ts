import type { Traveller } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { contactPrefill, splitDisplayName, travellersPrefill } from './member-prefill';
import type { PassengerSlot } from './traveller-rules';

const member = {
  displayName: 'Alex Martin',
  email: 'alex@example.com',
  phone: { countryCode: '+39', number: '3331234567' },
};
const slots: PassengerSlot[] = [{ type: 'ADULT' }, { type: 'ADULT' }, { type: 'CHILD', age: 7 }];
const saved = (firstName: string, type: 'ADULT' | 'CHILD'): Traveller => ({
  travellerId: `saved-${firstName}`,
  type,
  firstName,
  lastName: 'Lovelace',
  gender: 'FEMALE',
  birthDate: type === 'ADULT' ? '1985-12-10' : '2019-03-02',
});

describe('member prefill (issue 18)', () => {
  it('splits a display name into first and last name', () => {
    expect(splitDisplayName('Anna Maria  Rossi')).toEqual({ firstName: 'Anna', lastName: 'Maria Rossi' });
    expect(splitDisplayName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
    expect(splitDisplayName(null)).toEqual({ firstName: '', lastName: '' });
  });

  it("fills the contact step with the member's name, e-mail and phone, the brand's phone code otherwise", () => {
    expect(contactPrefill(member, '+44')).toEqual({
      firstName: 'Alex',
      lastName: 'Martin',
      email: 'alex@example.com',
      countryCode: '+39',
      number: '3331234567',
    });
    expect(contactPrefill({ displayName: null, email: null, phone: null }, '+44')).toMatchObject({
      email: '',
      countryCode: '+44',
    });
    expect(contactPrefill(null, '+33').firstName).toBe('');
  });

  it("fills a guest's contact name from the first adult traveller; the member's own name wins", () => {
    const party = [saved('Kit', 'CHILD'), saved('Ada', 'ADULT'), saved('Charles', 'ADULT')];
    expect(contactPrefill(null, '+44', party)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: '',
      countryCode: '+44',
      number: '',
    });
    expect(contactPrefill(member, '+44', party)).toMatchObject({ firstName: 'Alex', lastName: 'Martin' });
    const nameless = { displayName: null, email: 'alex@example.com', phone: null };
    expect(contactPrefill(nameless, '+44', party)).toMatchObject({ firstName: 'Ada', email: 'alex@example.com' });
    expect(contactPrefill(null, '+44', [saved('Kit', 'CHILD')]).firstName).toBe('');
  });

  it('offers saved travellers in their slots, else the member as the first adult; the cart wins', () => {
    const fromSaved = travellersPrefill(slots, [], [saved('Ada', 'ADULT'), saved('Byron', 'CHILD')], member);
    expect(fromSaved.map((form) => form.firstName)).toEqual(['Ada', '', 'Byron']);
    expect(travellersPrefill(slots, [], [], member).map((form) => form.firstName)).toEqual(['Alex', '', '']);
    expect(travellersPrefill(slots, [], [], null)[0]!.firstName).toBe('');
    const cart = travellersPrefill(slots, [saved('Grace', 'ADULT')], [saved('Ada', 'ADULT')], member);
    expect(cart[0]!.firstName).toBe('Grace');
  });
});
