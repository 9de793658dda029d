import { describe, expect, it } from 'vitest';
import { brandUrlSchema } from './brand-config';
import { isSafeBrandUrl, parseBrandUrl } from './brand-url';

const ORIGIN = 'https://shop.example';

describe('parseBrandUrl', () => {
  it('keeps same-origin paths in the app and https links outside', () => {
    expect(parseBrandUrl('/deals?x=1#top', ORIGIN)).toEqual({ kind: 'internal', href: '/deals?x=1#top' });
    expect(parseBrandUrl('https://partner.example/privacy', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://partner.example/privacy',
    });
  });

  it.each([
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '//evil.example',
    '\\\\evil.example',
    ' //evil.example',
    '\t//evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://evil.example',
    'deals',
    '',
  ])('refuses %j', (value) => {
    expect(parseBrandUrl(value, ORIGIN)).toBeNull();
    expect(isSafeBrandUrl(value)).toBe(false);
    expect(brandUrlSchema.safeParse(value).success).toBe(false);
  });

  // Fuzz: every URL shape built from risky pieces either stays on the origin or is an https link,
  // judged by the browser's own parser (the WHATWG URL class), never by the pattern it matched.
  it('never lets a generated URL leave the origin except as an https link', () => {
    const heads = ['', ' ', '\t', '\n', '\u0000', '\u001f'];
    const starts = [
      '/',
      '\\',
      '//',
      '/\\',
      '\\/',
      '/\t/',
      '/\n/',
      '/\r\n/',
      '/%2f',
      '/%5c',
      '/./',
      '/../',
      'https:',
      'http:',
      'javascript:',
      'data:',
      'HTTPS://',
      '',
    ];
    const hosts = ['evil.example', '@evil.example', 'shop.example@evil.example', 'shop.example', '%65vil.example', ''];
    const tails = ['', '/path', '?q=//evil.example', '#//evil.example', ':443'];
    let checked = 0;
    for (const head of heads) {
      for (const start of starts) {
        for (const host of hosts) {
          for (const tail of tails) {
            const value = `${head}${start}${host}${tail}`;
            const parsed = parseBrandUrl(value, ORIGIN);
            checked += 1;
            if (!parsed) continue;
            const target = new URL(parsed.href, ORIGIN);
            if (parsed.kind === 'internal') {
              expect(target.origin, JSON.stringify(value)).toBe(ORIGIN);
              expect(new URL(value, ORIGIN).origin, JSON.stringify(value)).toBe(ORIGIN);
            } else {
              expect(target.protocol, JSON.stringify(value)).toBe('https:');
            }
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(3000);
  });
});
