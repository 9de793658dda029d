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
export type CardCheck =
  { ok: true; number: string; last4: string } | { ok: false; errors: Partial<Record<CardField, string>> };

/** Checks the hosted form's fields; `today` is YYYY-MM-DD (a card is valid through its expiry month). */
export function checkCard(form: Partial<Record<CardField, unknown>>, today: string): CardCheck {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const errors: Partial<Record<CardField, string>> = {};
  const name = text(form.name);
  if (!/^[\p{L}][\p{L}\p{M} '.-]{0,59}$/u.test(name)) errors.name = 'Enter the name shown on the card.';
  const number = text(form.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) errors.number = 'Enter a valid card number.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text(form.expiry));
  const month = expiry ? Number(expiry[1]) : 0;
  const thisMonth = today.slice(0, 7);
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (`20${expiry[2]}-${expiry[1]}` < thisMonth) errors.expiry = 'This card has expired.';
  if (!/^\d{3,4}$/.test(text(form.cvc))) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, number, last4: number.slice(-4) };
}
