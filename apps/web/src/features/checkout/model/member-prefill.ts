import type { Traveller } from '@wayfare/contract';
import type { ContactForm, TravellerForm } from './checkout-forms';
import { emptyContact, initialTravellers } from './checkout-forms';
import type { PassengerSlot } from './traveller-rules';

/** What the signed-in member's profile gives the checkout (issue 18): the partner's name, e-mail and phone. */
export interface MemberPrefill {
  displayName: string | null;
  email: string | null;
  phone: { countryCode: string; number: string } | null;
}

/**
 * A partner's display name as first and last name: the first word, then the rest ("Anna Maria Rossi" gives
 * "Anna" and "Maria Rossi"); one word is a first name only. The traveller can correct both before saving.
 */
export function splitDisplayName(displayName: string | null): { firstName: string; lastName: string } {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/**
 * The contact step's first values when the cart holds no contact yet: the member's details, else blank; a name
 * still blank takes the first adult traveller's (just typed at step 1: a guest retyped it). Editable, as all.
 */
export function contactPrefill(
  member: MemberPrefill | null,
  defaultPhoneCode: string,
  travellers: readonly Traveller[] = [],
): ContactForm {
  const blank = emptyContact(defaultPhoneCode);
  const fromMember = member
    ? {
        ...blank,
        ...splitDisplayName(member.displayName),
        email: member.email ?? '',
        ...(member.phone ? { countryCode: member.phone.countryCode, number: member.phone.number } : {}),
      }
    : blank;
  const lead = travellers.find((traveller) => traveller.type === 'ADULT');
  if (!lead || fromMember.firstName || fromMember.lastName) return fromMember;
  return { ...fromMember, firstName: lead.firstName, lastName: lead.lastName };
}

/**
 * The travellers step's first values: the cart's travellers when it has some; else the member's saved travellers
 * (adults and children to their slots); and a first adult still blank gets the member's own name.
 */
export function travellersPrefill(
  slots: PassengerSlot[],
  cartTravellers: Traveller[],
  saved: Traveller[],
  member: MemberPrefill | null,
): TravellerForm[] {
  const forms = initialTravellers(slots, cartTravellers.length > 0 ? cartTravellers : saved);
  if (!member || cartTravellers.length > 0) return forms;
  const first = slots.findIndex((slot) => slot.type === 'ADULT');
  const name = splitDisplayName(member.displayName);
  const form = forms[first];
  if (form && !form.firstName && !form.lastName && name.firstName) forms[first] = { ...form, ...name };
  return forms;
}
