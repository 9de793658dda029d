import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy';

describe('parseTrustProxy', () => {
  it('is off when unset or false', () => {
    expect(parseTrustProxy(undefined)).toEqual({ value: false });
    expect(parseTrustProxy(' ')).toEqual({ value: false });
    expect(parseTrustProxy('false')).toEqual({ value: false });
  });

  it('reads a hop count, and addresses, CIDRs and named ranges', () => {
    expect(parseTrustProxy('1')).toEqual({ value: 1 });
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback')).toEqual({
      value: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it('refuses trusting everyone, bad hop counts, addresses and prefixes, naming them', () => {
    expect(parseTrustProxy('true')).toHaveProperty('error');
    expect(parseTrustProxy('0')).toHaveProperty('error');
    expect(parseTrustProxy('11')).toHaveProperty('error');
    const result = parseTrustProxy('10.0.0.0/33,300.1.1.1,127.0.0.1');
    expect(result).toEqual({ error: expect.stringContaining('10.0.0.0/33, 300.1.1.1') });
    expect(parseTrustProxy('::1/129')).toHaveProperty('error');
    expect(parseTrustProxy('10.0.0.0/8/1')).toHaveProperty('error');
  });
});
