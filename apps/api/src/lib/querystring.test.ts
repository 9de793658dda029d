import { describe, expect, it } from 'vitest';
import { parseQueryString } from './querystring';

describe('parseQueryString', () => {
  it('collects indexed keys into an array in index order', () => {
    expect(parseQueryString('populate[1]=offers&populate[0]=theme')).toEqual({ populate: ['theme', 'offers'] });
  });

  it('keeps plain values and decodes them', () => {
    expect(parseQueryString('populate=*&q=New%20York&x=a+b')).toEqual({ populate: '*', q: 'New York', x: 'a b' });
  });

  it('turns repeated keys and empty brackets into arrays', () => {
    expect(parseQueryString('x=a&x=b')).toEqual({ x: ['a', 'b'] });
    expect(parseQueryString('x[]=a&x[]=b')).toEqual({ x: ['a', 'b'] });
  });

  it('nests named brackets into objects', () => {
    expect(parseQueryString('a[b]=c&a[d][0]=e')).toEqual({ a: { b: 'c', d: ['e'] } });
  });

  it('drops holes of sparse indexes and refuses huge ones', () => {
    expect(parseQueryString('a[0]=x&a[5]=y')).toEqual({ a: ['x', 'y'] });
    expect(parseQueryString('a[100000]=x')).toEqual({ a: { '100000': 'x' } });
  });

  it('ignores prototype keys', () => {
    const parsed = parseQueryString('__proto__[polluted]=1&a[__proto__]=2&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('returns an empty object for an empty string', () => {
    expect(parseQueryString('')).toEqual({});
  });
});
