import { describe, expect, it } from 'vitest';
import { isDevHost, testTokenHref } from './dev-host';

describe('developer host', () => {
  it('is exactly localhost', () => {
    expect(isDevHost('localhost')).toBe(true);
    for (const host of [
      'tophotel.localhost',
      '127.0.0.1',
      'localhost.example.com',
      'LOCALHOST.',
      '',
      'club.localhost',
    ]) {
      expect(isDevHost(host), host).toBe(false);
    }
  });

  it('redirects to the root with the token in a', () => {
    expect(testTokenHref('abc.def-_')).toBe('/?a=abc.def-_');
    expect(testTokenHref('a+b/c=')).toBe('/?a=a%2Bb%2Fc%3D');
  });
});
