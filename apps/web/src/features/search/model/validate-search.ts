import type { ProductType } from '@wayfare/contract';
import { allowsOneWay, needsDeparture } from './products';

/** What the form holds while the visitor edits it (child ages may still be unchosen). */
export interface SearchDraft {
  product: ProductType;
  departure: string | null;
  destination: string | null;
  outboundDate: string | null;
  returnDate: string | null;
  oneWay: boolean;
  adults: number;
  childrenAges: (number | null)[];
}

/** Translation keys (namespace `search`) of the form's validation messages, by field. */
export type SearchErrors = Partial<Record<'departure' | 'destination' | 'dates' | 'childrenAges', string>>;

/** The form's validation (spec §5 "user-facing validation messages: not shown" - these are ours). */
export function validateSearch(draft: SearchDraft, today: string): SearchErrors {
  const errors: SearchErrors = {};
  if (needsDeparture(draft.product) && !draft.departure) errors.departure = 'errors.departureRequired';
  if (!draft.destination) errors.destination = 'errors.destinationRequired';
  else if (draft.departure && draft.departure.toLowerCase() === draft.destination.toLowerCase()) {
    errors.destination = 'errors.sameAsDeparture';
  }
  const oneWay = draft.oneWay && allowsOneWay(draft.product);
  if (!draft.outboundDate || (!oneWay && !draft.returnDate)) errors.dates = 'errors.datesRequired';
  else if (draft.outboundDate < today) errors.dates = 'errors.datesPast';
  else if (!oneWay && draft.returnDate && draft.returnDate <= draft.outboundDate) {
    // Stays need at least one night; a same-day return flight would be a different product.
    errors.dates = 'errors.datesOrder';
  }
  if (draft.childrenAges.some((age) => age === null)) errors.childrenAges = 'errors.childAgeRequired';
  return errors;
}

export function hasErrors(errors: SearchErrors): boolean {
  return Object.keys(errors).length > 0;
}
