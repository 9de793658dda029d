import { idSchema, productTypeSchema, uuidSchema } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { toOpenCart } from './open-cart';

/** The schema the stored cart was read with before: the zod-free twin must agree with it on every value. */
const openCartSchema = z.object({
  cartId: idSchema,
  requestUuid: uuidSchema,
  productType: productTypeSchema,
  step: z.number().int().min(1).max(5),
});

const cart = { cartId: 'cart-ABC123', requestUuid: '4f3c2a1e-5b6d-4c7e-8f9a-0b1c2d3e4f5a', productType: 'F', step: 2 };

const samples: unknown[] = [
  cart,
  { ...cart, extra: 'dropped' },
  { ...cart, cartId: 'a.b:c~d_e-f' },
  { ...cart, cartId: '' },
  { ...cart, cartId: 'x'.repeat(200) },
  { ...cart, cartId: 'x'.repeat(201) },
  { ...cart, cartId: 'has space' },
  { ...cart, cartId: 'slash/in' },
  { ...cart, cartId: 7 },
  { ...cart, requestUuid: '00000000-0000-0000-0000-000000000000' },
  { ...cart, requestUuid: 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF' },
  { ...cart, requestUuid: '4f3c2a1e-5b6d-9c7e-8f9a-0b1c2d3e4f5a' },
  { ...cart, requestUuid: '4f3c2a1e-5b6d-4c7e-7f9a-0b1c2d3e4f5a' },
  { ...cart, requestUuid: '4F3C2A1E-5B6D-4C7E-BF9A-0B1C2D3E4F5A' },
  { ...cart, requestUuid: 'not-a-uuid' },
  ...['H', 'DP', 'F', 'FF', 'HGH', 'X', 'f', null].map((productType) => ({ ...cart, productType })),
  ...[0, 1, 5, 6, 2.5, '2', Number.NaN, Infinity].map((step) => ({ ...cart, step })),
  { cartId: 'c' },
  null,
  'cart',
  [],
  42,
];

describe('the stored open cart, read without zod', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))(
    'agrees with the contract schemas on %s',
    (_name, sample) => {
      const parsed = openCartSchema.safeParse(sample);
      expect(toOpenCart(sample)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
