import { describe, expect, it } from 'vitest';
import type { ContactForm, TravellerForm } from './checkout-forms';
import { emptyTraveller } from './checkout-forms';
import { contactIssues, noIssues, travellerIssues } from './form-issues';

const contact = (overrides: Partial<ContactForm> = {}): ContactForm => ({
  firstName: 'Anna',
  lastName: 'Rossi',
  email: 'anna@example.com',
  countryCode: '+39',
  number: '333 123 4567',
  ...overrides,
});

const adult = (overrides: Partial<TravellerForm> = {}): TravellerForm => ({
  ...emptyTraveller(),
  firstName: 'Anna',
  lastName: 'Rossi',
  gender: 'FEMALE',
  birthDate: '1990-05-01',
  ...overrides,
});

const context = {
  slot: { type: 'ADULT' as const },
  travel: '2027-06-01',
  today: '2026-11-26',
  returnDay: '2027-06-08',
  needsDocument: false,
};

describe('contactIssues', () => {
  it('accepts a complete contact, phone typed with spaces', () => {
    expect(noIssues(contactIssues(contact()))).toBe(true);
  });

  it('names each problem: required first, then the format', () => {
    expect(contactIssues(contact({ firstName: ' ', email: 'anna@', number: '12' }))).toEqual({
      firstName: 'required',
      email: 'email',
      number: 'phone',
    });
  });
});

describe('travellerIssues', () => {
  it('accepts an adult without a document when the trip needs none', () => {
    expect(travellerIssues(adult(), context)).toEqual({});
  });

  it('refuses an adult too young on the day of departure', () => {
    expect(travellerIssues(adult({ birthDate: '2015-01-01' }), context).birthDate).toBe('birthDate.adultTooYoung');
  });

  it('asks for the document and its validity when the flight needs it', () => {
    const withDocument = { ...context, needsDocument: true };
    expect(travellerIssues(adult(), withDocument)).toMatchObject({
      nationality: 'required',
      documentNumber: 'required',
      documentCountry: 'required',
      documentExpiry: 'required',
    });
    const expiring = adult({
      nationality: 'IT',
      documentNumber: 'ya1234567',
      documentCountry: 'IT',
      documentExpiry: '2027-06-02',
    });
    expect(travellerIssues(expiring, withDocument)).toEqual({ documentExpiry: 'documentExpiry' });
  });
});
