import { describe, expect, it } from 'vitest';
import { cardOutcome, checkCard, luhnValid, TEST_CARDS } from './card-rules';

const valid = { name: 'Anna Rossi', number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

describe('test cards', () => {
  it('maps the three test numbers to their outcomes; other numbers are declined', () => {
    expect(cardOutcome(TEST_CARDS.success)).toBe('APPROVED');
    expect(cardOutcome(TEST_CARDS.decline)).toBe('DECLINED');
    expect(cardOutcome(TEST_CARDS.challenge)).toBe('CHALLENGE');
    expect(cardOutcome('5555555555554444')).toBe('DECLINED');
  });

  it('checks the Luhn digit', () => {
    for (const number of Object.values(TEST_CARDS)) expect(luhnValid(number)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
});

describe('checkCard', () => {
  it('accepts spaces in the number and keeps the last four digits', () => {
    expect(checkCard(valid, '2030-01-15')).toEqual({ ok: true, number: TEST_CARDS.success, last4: '4242' });
  });

  it('names every bad field', () => {
    const result = checkCard({ name: '', number: '1234', expiry: '13/30', cvc: '12' }, '2030-01-15');
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors).sort()).toEqual(['cvc', 'expiry', 'name', 'number']);
  });

  it('refuses an expired card but accepts one expiring this month', () => {
    expect(checkCard({ ...valid, expiry: '12/29' }, '2030-01-15').ok).toBe(false);
    expect(checkCard({ ...valid, expiry: '01/30' }, '2030-01-15').ok).toBe(true);
  });
});
