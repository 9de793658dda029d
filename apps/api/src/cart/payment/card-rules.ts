import { isExpired, parseExpiry } from './hosted-page-expiry';

/**
 * The simulated provider's test cards (design.md "Payment"): one succeeds, one is declined, one asks
 * for a 3-D Secure challenge. Any other valid card number is declined, as a test provider would.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  decline: '4000000000000002',
  challenge: '4000000000003220',
} as const;

export type CardOutcome = 'APPROVED' | 'DECLINED' | 'CHALLENGE';

export function cardOutcome(number: string): CardOutcome {
  if (number === TEST_CARDS.success) return 'APPROVED';
  if (number === TEST_CARDS.challenge) return 'CHALLENGE';
  return 'DECLINED';
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CardForm {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardForm;
/** Why a field was refused; the hosted page words it in the brand's language (hosted-payment namespace). */
export type CardError = 'name' | 'number' | 'expiry' | 'expired' | 'cvc';
export type CardCheck =
  { ok: true; number: string; last4: string } | { ok: false; errors: Partial<Record<CardField, CardError>> };

/** Checks the hosted form's fields; `today` is YYYY-MM-DD (a card is valid through its expiry month). */
export function checkCard(form: Partial<Record<CardField, unknown>>, today: string): CardCheck {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const errors: Partial<Record<CardField, CardError>> = {};
  const name = text(form.name);
  if (!/^[\p{L}][\p{L}\p{M} '.-]{0,59}$/u.test(name)) errors.name = 'name';
  const number = text(form.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) errors.number = 'number';
  // "0830", "08/30" and "8/30" all mean August 2030 (issue 13 §8).
  const expiry = parseExpiry(form.expiry);
  if (!expiry) errors.expiry = 'expiry';
  else if (isExpired(expiry, today)) errors.expiry = 'expired';
  if (!/^\d{3,4}$/.test(text(form.cvc))) errors.cvc = 'cvc';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, number, last4: number.slice(-4) };
}
