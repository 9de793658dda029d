import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText, textSchema } from './text';

describe('safe text (issue 15 item 8)', () => {
  it('accepts ordinary text, accents and emoji (surrogate pairs)', () => {
    for (const value of ['Anna', 'Zoë Ørsted', 'café 😀', '日本', '']) expect(isSafeText(value)).toBe(true);
  });

  it('refuses NUL and lone surrogates', () => {
    for (const value of ['a\u0000b', '\uD800', 'x\uDC00', '😀'.slice(0, 1), '😀'.slice(1)]) {
      expect(isSafeText(value), JSON.stringify(value)).toBe(false);
      expect(textSchema.safeParse(value).success).toBe(false);
    }
  });

  it('names the field of the first unsafe string in a request part', () => {
    expect(findUnsafeText({ contact: { firstName: 'Anna' }, travellers: [{ lastName: 'Ro\u0000ssi' }] })).toBe(
      'travellers.0.lastName',
    );
    expect(findUnsafeText({ ok: ['a', 'b'], n: 1, t: true, z: null })).toBeNull();
    expect(findUnsafeText({ ['k\u0000']: 'v' })).toBe('(key)');
  });
});
