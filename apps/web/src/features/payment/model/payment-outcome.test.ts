import { describe, expect, it } from 'vitest';
import { canRetryPayment, confirmationView, hostedPagePath, parseReturnedPayment } from './payment-outcome';

const parse = (query: string) => parseReturnedPayment(new URLSearchParams(query));

describe('parseReturnedPayment', () => {
  it('reads the hosted page outcome and order number', () => {
    expect(parse('cartId=c&payment=declined&orderNumber=WF-ABCD2345')).toEqual({
      outcome: 'declined',
      orderNumber: 'WF-ABCD2345',
    });
    expect(parse('payment=SUCCESS&orderNumber=wf-x')).toEqual({ outcome: 'success', orderNumber: 'WF-X' });
  });

  it('never throws on missing or hand-edited values', () => {
    expect(parse('')).toEqual({ outcome: null, orderNumber: null });
    expect(parse('payment=hacked&orderNumber=%3Cscript%3E')).toEqual({ outcome: null, orderNumber: null });
    expect(parse('payment=&orderNumber=' + 'A'.repeat(80))).toEqual({ outcome: null, orderNumber: null });
    expect(() => parse('payment=%E0%A4%A&orderNumber=%')).not.toThrow();
  });
});

describe('confirmationView', () => {
  it('trusts the server status over the URL', () => {
    expect(confirmationView('CONFIRMED', 'declined')).toBe('confirmed');
    expect(confirmationView('CONFIRMED', null)).toBe('confirmed');
    expect(confirmationView('PAYMENT_FAILED', 'success')).toBe('declined');
  });

  it('tells declined, cancelled, expired and pending apart', () => {
    expect(confirmationView('PENDING_PAYMENT', 'declined')).toBe('declined');
    expect(confirmationView('PENDING_PAYMENT', 'cancelled')).toBe('cancelled');
    expect(confirmationView('PENDING_PAYMENT', 'expired')).toBe('expired');
    expect(confirmationView('PAYMENT_FAILED', 'expired')).toBe('expired');
    expect(confirmationView('PENDING_PAYMENT', null)).toBe('pending');
    expect(confirmationView('PENDING_PAYMENT', 'success')).toBe('pending');
  });
});

describe('canRetryPayment', () => {
  it('retries on the same hosted page while the order is unpaid', () => {
    expect(canRetryPayment('declined', '/payment/hosted/pay_1')).toBe(true);
    expect(canRetryPayment('cancelled', '/payment/hosted/pay_1')).toBe(true);
    expect(canRetryPayment('pending', '/payment/hosted/pay_1')).toBe(true);
    expect(canRetryPayment('confirmed', '/payment/hosted/pay_1')).toBe(false);
    expect(canRetryPayment('declined', null)).toBe(false);
  });
});

describe('hostedPagePath', () => {
  it('accepts same-origin paths only', () => {
    expect(hostedPagePath('/payment/hosted/pay_1')).toBe('/payment/hosted/pay_1');
    expect(hostedPagePath('//evil.example/x')).toBeNull();
    expect(hostedPagePath('https://evil.example/x')).toBeNull();
    expect(hostedPagePath('javascript:alert(1)')).toBeNull();
    expect(hostedPagePath('/a b')).toBeNull();
    expect(hostedPagePath(null)).toBeNull();
  });
});
