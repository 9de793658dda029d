import { contactSchema, phoneSchema, travelDocumentSchema, travellerInputSchema } from '@wayfare/contract';
import type { z } from 'zod';
import type { ContactForm, TravellerForm } from './checkout-forms';
import { birthDateIssue } from './traveller-rules';
import type { PassengerSlot } from './traveller-rules';

/** A field's problem as the key under `validation.` in the checkout texts. */
export type FieldIssue =
  | 'required'
  | 'name'
  | 'email'
  | 'phone'
  | 'documentNumber'
  | 'documentExpiry'
  | `birthDate.${'invalid' | 'future' | 'adultTooYoung' | 'childAgeMismatch'}`;

export type Issues<F> = Partial<Record<keyof F, FieldIssue>>;

/** The browser checks exactly what the API checks: the contract's schema, on the trimmed value. */
const passes = (schema: z.ZodType, value: string) => schema.safeParse(value.trim()).success;

const nameSchema = travellerInputSchema.shape.firstName;

/** Phone numbers are typed with spaces, dots, dashes and brackets; the digits are what the contract checks. */
export const phoneDigits = (value: string) => value.replace(/[\s().-]/g, '');

/** The contact step's problems (spec §7 AddContactToCart): every field required, names, email and phone valid. */
export function contactIssues(form: ContactForm): Issues<ContactForm> {
  const issues: Issues<ContactForm> = {};
  for (const field of ['firstName', 'lastName', 'email', 'countryCode', 'number'] as const) {
    if (!form[field].trim()) issues[field] = 'required';
  }
  if (!issues.firstName && !passes(contactSchema.shape.firstName, form.firstName)) issues.firstName = 'name';
  if (!issues.lastName && !passes(contactSchema.shape.lastName, form.lastName)) issues.lastName = 'name';
  if (!issues.email && !passes(contactSchema.shape.email, form.email)) issues.email = 'email';
  if (!issues.number && !phoneSchema.shape.number.safeParse(phoneDigits(form.number)).success) issues.number = 'phone';
  return issues;
}

export interface TravellerContext {
  slot: PassengerSlot;
  /** Outbound day (YYYY-MM-DD): ages are measured on it. */
  travel: string;
  today: string;
  /** Last day of the trip: a document must be valid until then. */
  returnDay: string;
  needsDocument: boolean;
}

/** One passenger's problems: names, gender and a birth date matching the searched age; the document if needed. */
export function travellerIssues(form: TravellerForm, context: TravellerContext): Issues<TravellerForm> {
  const issues: Issues<TravellerForm> = {};
  const required: (keyof TravellerForm)[] = ['firstName', 'lastName', 'gender', 'birthDate'];
  if (context.needsDocument) {
    required.push('nationality', 'documentType', 'documentNumber', 'documentCountry', 'documentExpiry');
  }
  for (const field of required) if (!form[field].trim()) issues[field] = 'required';
  if (!issues.firstName && !passes(nameSchema, form.firstName)) issues.firstName = 'name';
  if (!issues.lastName && !passes(nameSchema, form.lastName)) issues.lastName = 'name';
  if (!issues.birthDate) {
    const issue = birthDateIssue(context.slot, form.birthDate, context.travel, context.today);
    if (issue) issues.birthDate = `birthDate.${issue}`;
  }
  if (context.needsDocument) {
    if (!issues.documentNumber && !passes(travelDocumentSchema.shape.number, form.documentNumber.toUpperCase())) {
      issues.documentNumber = 'documentNumber';
    }
    if (!issues.documentExpiry && form.documentExpiry < context.returnDay) issues.documentExpiry = 'documentExpiry';
  }
  return issues;
}

/** True when a form of the step has no problem left. */
export const noIssues = (issues: object) => Object.keys(issues).length === 0;
