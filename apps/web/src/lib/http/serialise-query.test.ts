import { describe, expect, it } from 'vitest';
import { serialiseQuery } from './serialise-query';

describe('serialiseQuery', () => {
  it('is empty without values', () => {
    expect(serialiseQuery(undefined)).toBe('');
    expect(serialiseQuery({})).toBe('');
    expect(serialiseQuery({ a: undefined, b: null })).toBe('');
  });

  it('writes scalars, encoding reserved characters', () => {
    expect(serialiseQuery({ cartId: 'c 1', page: 2, direct: true })).toBe('?cartId=c+1&page=2&direct=true');
  });

  it('repeats the key for arrays', () => {
    expect(serialiseQuery({ CartId: 'c', ProductIds: ['p1', 'p2'], requestUuid: 'u' })).toBe(
      '?CartId=c&ProductIds=p1&ProductIds=p2&requestUuid=u',
    );
  });

  it('indexes populate entries the Strapi way', () => {
    expect(decodeURIComponent(serialiseQuery({ populate: ['theme', 'products'] }))).toBe(
      '?populate[0]=theme&populate[1]=products',
    );
  });

  it('writes dates as ISO strings', () => {
    expect(serialiseQuery({ at: new Date('2030-05-01T00:00:00Z') })).toBe('?at=2030-05-01T00%3A00%3A00.000Z');
  });
});
