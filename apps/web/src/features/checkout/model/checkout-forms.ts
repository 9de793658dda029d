import { contactSchema, travellerInputSchema } from '@wayfare/contract';
import type { Contact, Traveller, TravellerInput } from '@wayfare/contract';
import { z } from 'zod';
import type { PassengerSlot } from './traveller-rules';

/** What the traveller form holds for one passenger (flat, all strings: what inputs give). */
export const travellerFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  gender: z.enum(['MALE', 'FEMALE']).or(z.literal('')),
  birthDate: z.string(),
  nationality: z.string(),
  documentType: z.enum(['PASSPORT', 'ID_CARD']),
  documentNumber: z.string(),
  documentCountry: z.string(),
  documentExpiry: z.string(),
});
export type TravellerForm = z.infer<typeof travellerFormSchema>;

/** Drafts are read back through these schemas: a stale or tampered draft falls back to the saved data. */
export const travellersDraftSchema = z.array(travellerFormSchema).max(17);

export const contactFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  countryCode: z.string(),
  number: z.string(),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const emptyTraveller = (): TravellerForm => ({
  firstName: '',
  lastName: '',
  gender: '',
  birthDate: '',
  nationality: '',
  documentType: 'PASSPORT',
  documentNumber: '',
  documentCountry: '',
  documentExpiry: '',
});

/** The form of a traveller the cart already holds (spec §7 RetrieveTravellersByCartId via RetrieveCartFull). */
export function travellerToForm(traveller: Traveller): TravellerForm {
  return {
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    gender: traveller.gender,
    birthDate: traveller.birthDate,
    nationality: traveller.nationality ?? '',
    documentType: traveller.document?.type ?? 'PASSPORT',
    documentNumber: traveller.document?.number ?? '',
    documentCountry: traveller.document?.issuingCountry ?? '',
    documentExpiry: traveller.document?.expiryDate ?? '',
  };
}

/** Saved travellers matched to the passenger slots (adults, then children), blank where none is saved. */
export function initialTravellers(slots: PassengerSlot[], saved: Traveller[]): TravellerForm[] {
  const adults = saved.filter((traveller) => traveller.type === 'ADULT');
  const children = saved.filter((traveller) => traveller.type === 'CHILD');
  return slots.map((slot) => {
    const match = slot.type === 'ADULT' ? adults.shift() : children.shift();
    return match ? travellerToForm(match) : emptyTraveller();
  });
}

/** The AddTravellerToCart input for one passenger; nationality and document only when the flight needs them. */
export function toTravellerInput(slot: PassengerSlot, form: TravellerForm, needsDocument: boolean): TravellerInput {
  const input = {
    type: slot.type,
    ...(slot.type === 'CHILD' ? { age: slot.age } : {}),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    gender: form.gender,
    birthDate: form.birthDate,
    ...(needsDocument
      ? {
          nationality: form.nationality,
          document: {
            type: form.documentType,
            number: form.documentNumber.trim().toUpperCase(),
            issuingCountry: form.documentCountry,
            expiryDate: form.documentExpiry,
          },
        }
      : {}),
  };
  return travellerInputSchema.parse(input);
}

export const emptyContact = (countryCode: string): ContactForm => ({
  firstName: '',
  lastName: '',
  email: '',
  countryCode,
  number: '',
});

export function contactToForm(contact: Contact): ContactForm {
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    countryCode: contact.phone.countryCode,
    number: contact.phone.number,
  };
}

/** The AddContactToCart body: spaces, dots and dashes people type in phone numbers are dropped. */
export function toContact(form: ContactForm): Contact {
  return contactSchema.parse({
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: { countryCode: form.countryCode, number: form.number.replace(/[\s().-]/g, '') },
  });
}
