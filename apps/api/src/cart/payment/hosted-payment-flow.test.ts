import { describe, expect, it } from 'vitest';
import { returnUrl } from './hosted-payment-flow';

describe('returnUrl', () => {
  it('adds the outcome to the return path query, before a fragment', () => {
    expect(returnUrl('/checkout', 'success', 'WF-1')).toBe('/checkout?payment=success&orderNumber=WF-1');
    expect(returnUrl('/checkout?cartId=c&checkoutStep=5', 'declined', 'WF-1')).toBe(
      '/checkout?cartId=c&checkoutStep=5&payment=declined&orderNumber=WF-1',
    );
    expect(returnUrl('/checkout?x=1#pay', 'cancelled', 'WF-1')).toBe(
      '/checkout?x=1&payment=cancelled&orderNumber=WF-1#pay',
    );
  });
});
