import { describe, expect, it } from 'vitest';
import { originOf, pageCsp } from './csp';

describe('originOf', () => {
  it('keeps https origins and drops paths, http and javascript URLs', () => {
    expect(originOf('https://tags.example.com/utag/main/prod/utag.js')).toBe('https://tags.example.com');
    expect(originOf('/brand-assets/club/footer.js')).toBeNull();
    expect(originOf('http://tags.example.com/x.js')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });

  it('accepts http when asked (connect-src of a local API)', () => {
    expect(originOf('http://localhost:9000/api', ['https:', 'http:'])).toBe('http://localhost:9000');
  });
});

describe('pageCsp', () => {
  const csp = pageCsp({
    nonce: 'abc',
    scriptUrls: ['https://tags.example.com/a.js', 'http://evil.example.com/b.js', undefined],
    connectUrls: ['https://booking.example.com/', '/api/events'],
  });

  it('allows scripts from self and https brand origins only, never inline', () => {
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://tags.example.com;");
    expect(csp).not.toContain('evil');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('allows styles by nonce and the configured API origins', () => {
    expect(csp).toContain("style-src 'self' 'nonce-abc'");
    expect(csp).toContain("connect-src 'self' https://booking.example.com");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("object-src 'none'");
  });
});
