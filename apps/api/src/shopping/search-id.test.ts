import { describe, expect, it } from 'vitest';
import { SearchIdCodec } from './search-id';

describe('SearchIdCodec', () => {
  const codec = new SearchIdCodec('shared-secret-of-the-instances');

  it('reads back what it signed, within the contract id alphabet and length', () => {
    const claims = { kind: 's', createdAt: 1_900_000_000_000, fields: ['H', 'ROM-H0042', '', 20300603, [5, 7]] };
    const id = codec.sign(claims);
    expect(id).toMatch(/^[A-Za-z0-9_.:~-]{1,200}$/);
    expect(codec.verify(id)).toEqual(claims);
    expect(new SearchIdCodec('shared-secret-of-the-instances').verify(id)).toEqual(claims);
  });

  it('refuses ids of another secret, tampered parts and malformed input', () => {
    const id = codec.sign({ kind: 'f', createdAt: 1000, fields: ['MAD.FCO.20300501.x.1.x', 'en'] });
    const [kind, created, payload, signature] = id.split('.') as [string, string, string, string];
    expect(new SearchIdCodec('another-secret').verify(id)).toBeNull();
    expect(codec.verify([kind, 'zz', payload, signature].join('.'))).toBeNull();
    expect(codec.verify([kind, created, Buffer.from('["x"]').toString('base64url'), signature].join('.'))).toBeNull();
    for (const bad of ['', 'a.b.c', 'f.1.2.3.4', `${id}x`, 'f.-1.e30.' + 'a'.repeat(22)]) {
      expect(codec.verify(bad)).toBeNull();
    }
  });
});
