import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS, checkoutPath, confirmationPath, parseCartRef, parseCheckoutStep } from './cart-ref';

const UUID = '3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70';
const params = (query: string) => new URLSearchParams(query);

describe('parseCartRef', () => {
  it('reads cartId and requestUuid, and the product when valid', () => {
    expect(parseCartRef(params(`cartId=C1&requestUuid=${UUID}`))).toEqual({ cartId: 'C1', requestUuid: UUID });
    expect(parseCartRef(params(`cartId=C1&requestUuid=${UUID}&product=DP`))).toEqual({
      cartId: 'C1',
      requestUuid: UUID,
      productType: 'DP',
    });
    expect(parseCartRef(params(`cartId=C1&requestUuid=${UUID}&product=XX`))).toEqual({
      cartId: 'C1',
      requestUuid: UUID,
    });
  });

  it('is null when a part is missing or malformed', () => {
    expect(parseCartRef(params(''))).toBeNull();
    expect(parseCartRef(params(`requestUuid=${UUID}`))).toBeNull();
    expect(parseCartRef(params('cartId=C1'))).toBeNull();
    expect(parseCartRef(params('cartId=C1&requestUuid=not-a-uuid'))).toBeNull();
    expect(parseCartRef(params(`cartId=&requestUuid=${UUID}`))).toBeNull();
  });
});

describe('parseCheckoutStep', () => {
  it('reads 1..5', () => {
    for (const step of [1, 2, 3, 4, 5]) expect(parseCheckoutStep(params(`checkoutStep=${step}`))).toBe(step);
  });

  it.each([
    '',
    'checkoutStep=',
    'checkoutStep=0',
    'checkoutStep=6',
    'checkoutStep=2.5',
    'checkoutStep=abc',
    'checkoutStep=-1',
  ])('falls back to 1 for %s', (query) => expect(parseCheckoutStep(params(query))).toBe(1));
});

describe('paths', () => {
  it('builds the checkout and confirmation URLs and round-trips them', () => {
    const ref = { cartId: 'C-1', requestUuid: UUID };
    const path = checkoutPath(ref, 3);
    expect(path).toBe(`/checkout?cartId=C-1&requestUuid=${UUID}&checkoutStep=3`);
    const query = new URLSearchParams(path.split('?')[1]);
    expect(parseCartRef(query)).toEqual(ref);
    expect(parseCheckoutStep(query)).toBe(3);
    expect(checkoutPath(ref)).toContain('checkoutStep=1');
    expect(confirmationPath({ ...ref, productType: 'H' })).toBe(
      `/checkout/confirmation?cartId=C-1&requestUuid=${UUID}&product=H`,
    );
  });

  it('names five steps in order', () => {
    expect(CHECKOUT_STEPS).toEqual(['travellers', 'contact', 'extras', 'payment', 'review']);
  });
});
