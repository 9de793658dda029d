import { describe, expect, it } from 'vitest';
import { nextAfterOrder, placeOrderErrorKey } from './place-order-outcome';

describe('placeOrderErrorKey', () => {
  it('asks for a new payment choice when the server refuses it', () => {
    expect(placeOrderErrorKey('VALIDATION', ['payment.pointsToUse'], 400)).toBe('paymentChanged');
    expect(placeOrderErrorKey('CONFLICT', [], 409)).toBe('incomplete');
  });

  it('tells network failures from the rest', () => {
    expect(placeOrderErrorKey('Network Error', [], 0)).toBe('network');
    expect(placeOrderErrorKey('INTERNAL', [], 500)).toBe('generic');
  });
});

describe('nextAfterOrder', () => {
  it('opens the hosted card page while card money is due', () => {
    expect(nextAfterOrder({ status: 'PENDING_PAYMENT', payment: { redirectUrl: '/payment/hosted/pay_1' } })).toEqual({
      kind: 'hosted',
      path: '/payment/hosted/pay_1',
    });
  });

  it('goes to the confirmation when nothing is due or the link is not ours', () => {
    expect(nextAfterOrder({ status: 'CONFIRMED', payment: { redirectUrl: null } })).toEqual({ kind: 'confirmation' });
    expect(nextAfterOrder({ status: 'PENDING_PAYMENT', payment: { redirectUrl: 'https://evil.example' } })).toEqual({
      kind: 'confirmation',
    });
  });
});
