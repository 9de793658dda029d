import { idSchema, uuidSchema } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { isServerId, isUuid } from './ids';

const values: unknown[] = [
  'cart-ABC123',
  'a.b:c~d_e-f',
  '',
  'x'.repeat(200),
  'x'.repeat(201),
  'has space',
  'slash/in',
  'é',
  '4f3c2a1e-5b6d-4c7e-8f9a-0b1c2d3e4f5a',
  '4F3C2A1E-5B6D-4C7E-BF9A-0B1C2D3E4F5A',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '4f3c2a1e-5b6d-9c7e-8f9a-0b1c2d3e4f5a',
  '4f3c2a1e-5b6d-0c7e-8f9a-0b1c2d3e4f5a',
  '4f3c2a1e-5b6d-4c7e-7f9a-0b1c2d3e4f5a',
  '4f3c2a1e5b6d4c7e8f9a0b1c2d3e4f5a',
  ' 4f3c2a1e-5b6d-4c7e-8f9a-0b1c2d3e4f5a',
  'not-a-uuid',
  7,
  null,
  undefined,
  {},
];

describe('the contract identifier rules without zod', () => {
  it.each(values.map((value) => [JSON.stringify(value) ?? String(value), value]))(
    'agree with the schemas on %s',
    (_name, value) => {
      expect(isServerId(value)).toBe(idSchema.safeParse(value).success);
      expect(isUuid(value)).toBe(uuidSchema.safeParse(value).success);
    },
  );
});
