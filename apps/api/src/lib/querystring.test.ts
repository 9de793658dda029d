import { describe, expect, it } from 'vitest';
import { parseQueryString, QUERY_LIMITS, queryLimitError } from './querystring';

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
    expect(parseQueryString('x=a&x[0]=b')).toEqual({ x: ['a', 'b'] });
  });

  it('keeps other bracket shapes as literal keys', () => {
    expect(parseQueryString('a[b]=c&a[d][0]=e')).toEqual({ 'a[b]': 'c', 'a[d][0]': 'e' });
  });

  it('drops holes of sparse indexes', () => {
    expect(parseQueryString('a[0]=x&a[5]=y')).toEqual({ a: ['x', 'y'] });
    expect(queryLimitError(parseQueryString(`a[${QUERY_LIMITS.index}]=x`))).toBeUndefined();
  });

  it('refuses an index above the limit, naming the parameter, in linear time', () => {
    const started = performance.now();
    const parsed = parseQueryString('x[0]=a&x[100000000]=b');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(parsed).toEqual({});
    expect(queryLimitError(parsed)).toEqual({ field: 'x', message: expect.stringContaining('100000000') });
  });

  it('refuses more parameters than the limit', () => {
    const input = Array.from({ length: QUERY_LIMITS.parameters + 1 }, (_, i) => `p${i}=1`).join('&');
    expect(queryLimitError(parseQueryString(input))?.field).toBe('query');
  });

  it('ignores prototype keys', () => {
    const parsed = parseQueryString('__proto__[0]=1&__proto__=2&constructor=3&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('returns an empty object for an empty string', () => {
    expect(parseQueryString('')).toEqual({});
  });
});
