import { describe, expect, it } from 'vitest';
import { cartApi } from './cart';
import type { cartQuerySchema } from './cart-schemas';

const requestUuid = '6f1c7f0e-2b1a-4c55-9d2e-0d1b2c3d4e5f';
const cartQuery = { cartId: 'cart-1', requestUuid };

describe('cart queries', () => {
  it('every call but CreateCart carries cartId and requestUuid (spec §7)', () => {
    for (const [name, endpoint] of Object.entries(cartApi)) {
      if (name === 'CreateCart') {
        expect(endpoint.query).toBeUndefined();
        continue;
      }
      const query = endpoint.query!;
      const keys = Object.keys((query as typeof cartQuerySchema).shape);
      expect(keys, name).toContain('requestUuid');
      expect(keys.includes('cartId') || keys.includes('CartId'), name).toBe(true);
    }
  });

  it('rejects a bad uuid', () => {
    expect(cartApi.GetCartConfig.query.safeParse({ cartId: 'cart-1', requestUuid: 'abc' }).success).toBe(false);
  });

  it('needs domainName and producttype to retrieve a cart', () => {
    expect(cartApi.RetrieveCart.query.safeParse(cartQuery).success).toBe(false);
    expect(
      cartApi.RetrieveCartFull.query.safeParse({ ...cartQuery, domainName: 'localhost', producttype: 'DP' }).success,
    ).toBe(true);
  });

  it('reads ProductIds as a repeated value or a comma list', () => {
    const query = cartApi.RemoveProductsFromCart.query;
    expect(query.parse({ CartId: 'cart-1', ProductIds: 'p1,p2', requestUuid }).ProductIds).toEqual(['p1', 'p2']);
    expect(query.parse({ CartId: 'cart-1', ProductIds: ['p1', 'p2'], requestUuid }).ProductIds).toEqual(['p1', 'p2']);
    expect(query.safeParse({ cartId: 'cart-1', ProductIds: 'p1', requestUuid }).success).toBe(false);
  });

  it('needs a known language for countries', () => {
    expect(cartApi.RetrieveCountries.query.safeParse({ ...cartQuery, lang: 'fr' }).success).toBe(true);
    expect(cartApi.RetrieveCountries.query.safeParse({ ...cartQuery, lang: 'xx' }).success).toBe(false);
  });
});

describe('cart bodies', () => {
  it('creates a cart from a flight proposal or a stay selection', () => {
    const base = { domainName: 'localhost', productType: 'F', businessProfileId: 'bp-f', language: 'en' };
    const body = cartApi.CreateCart.body;
    expect(body.safeParse({ ...base, selection: { kind: 'TRANSPORT', proposalId: 'p-1' } }).success).toBe(true);
    expect(body.safeParse({ ...base, selection: { kind: 'SELECTION', selectionId: 's-1' } }).success).toBe(true);
    expect(body.safeParse({ ...base, selection: { kind: 'TRANSPORT' } }).success).toBe(false);
    expect(body.safeParse({ ...base, selection: { kind: 'SELECTION', selectionId: 's-1' }, price: 1 }).success).toBe(
      false,
    );
  });

  it('validates the contact', () => {
    const contact = {
      firstName: 'Anna',
      lastName: "D'Amico",
      email: 'anna@example.com',
      phone: { countryCode: '+39', number: '3331234567' },
    };
    const body = cartApi.AddContactToCart.body;
    expect(body.safeParse(contact).success).toBe(true);
    expect(body.safeParse({ ...contact, email: 'anna@' }).success).toBe(false);
    expect(body.safeParse({ ...contact, phone: { countryCode: '39', number: '333' } }).success).toBe(false);
    expect(body.safeParse({ ...contact, firstName: '<script>' }).success).toBe(false);
  });

  it('requires an age for children only', () => {
    const adult = { type: 'ADULT', firstName: 'Anna', lastName: 'Rossi', gender: 'FEMALE', birthDate: '1990-04-02' };
    const body = cartApi.AddTravellerToCart.body;
    expect(body.safeParse({ travellers: [adult] }).success).toBe(true);
    expect(body.safeParse({ travellers: [{ ...adult, type: 'CHILD' }] }).success).toBe(false);
    expect(body.safeParse({ travellers: [{ ...adult, type: 'CHILD', age: 7 }] }).success).toBe(true);
    expect(body.safeParse({ travellers: [{ ...adult, age: 30 }] }).success).toBe(false);
    expect(body.safeParse({ travellers: [{ ...adult, birthDate: '02/04/1990' }] }).success).toBe(false);
  });

  it('checks the payment choice at finalize', () => {
    const body = cartApi.CartFinalize.body;
    const base = { acceptTerms: true, returnPath: '/checkout?cartId=cart-1' };
    expect(body.safeParse({ ...base, payment: { methods: ['CARD', 'POINTS'], pointsToUse: 500 } }).success).toBe(true);
    expect(body.safeParse({ ...base, payment: { methods: ['CARD'] } }).success).toBe(true);
    expect(body.safeParse({ ...base, payment: { methods: ['POINTS'], pointsToUse: 0 } }).success).toBe(false);
    expect(body.safeParse({ ...base, payment: { methods: ['CARD', 'CARD'] } }).success).toBe(false);
    expect(body.safeParse({ ...base, payment: { methods: ['CASH'] } }).success).toBe(false);
    expect(body.safeParse({ ...base, acceptTerms: false, payment: { methods: ['CARD'] } }).success).toBe(false);
    expect(body.safeParse({ ...base, returnPath: '//evil.example.com', payment: { methods: ['CARD'] } }).success).toBe(
      false,
    );
  });

  it('normalises voucher codes and rejects junk', () => {
    expect(cartApi.ApplyVoucherToCart.body.parse({ voucherCode: ' free-100 ' })).toEqual({ voucherCode: 'FREE-100' });
    expect(cartApi.ApplyVoucherToCart.body.safeParse({ voucherCode: 'a b' }).success).toBe(false);
  });

  it('accepts a seat once per segment', () => {
    const seat = { segmentId: 'seg-1', travellerId: 't-1', seat: '12A' };
    const body = cartApi.CreateSeatSelectionProduct.body;
    expect(body.safeParse({ seats: [seat] }).success).toBe(true);
    expect(body.safeParse({ seats: [seat, { ...seat, travellerId: 't-2' }] }).success).toBe(false);
    expect(body.safeParse({ seats: [{ ...seat, seat: 'A12' }] }).success).toBe(false);
  });

  it('limits the special request', () => {
    expect(cartApi.AddSpecialRequestToCart.body.safeParse({ text: 'Late arrival' }).success).toBe(true);
    expect(cartApi.AddSpecialRequestToCart.body.safeParse({ text: 'x'.repeat(501) }).success).toBe(false);
  });
});
