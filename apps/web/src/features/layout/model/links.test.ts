import { describe, expect, it } from 'vitest';
import { isSafeBrandUrl, telHref } from './links';

describe('telHref', () => {
  it('keeps the international prefix and the digits', () => {
    expect(telHref('+39 02 5550 1234')).toBe('tel:+390255501234');
    expect(telHref(' +41 22 555 01 23 ')).toBe('tel:+41225550123');
    expect(telHref('(02) 555-0142')).toBe('tel:025550142');
  });
});

describe('isSafeBrandUrl (design.md security)', () => {
  it('accepts https and same-origin paths', () => {
    expect(isSafeBrandUrl('https://cdn.example.com/footer.js')).toBe(true);
    expect(isSafeBrandUrl('/brand-assets/wayfare/footer.js')).toBe(true);
  });

  it('rejects everything else', () => {
    for (const url of [
      'http://cdn.example.com/x.js',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/javascript,alert(1)',
      '//evil.example.com/x.js',
      '/\\evil.example.com/x.js',
      '/\t/evil.example.com/x.js',
      '/\n/evil.example.com/x.js',
      'footer.js',
      '',
      undefined,
      null,
    ]) {
      expect(isSafeBrandUrl(url)).toBe(false);
    }
  });
});
