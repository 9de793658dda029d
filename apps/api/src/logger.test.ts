import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('keeps parameter names and never their values (issue 15 item 8)', () => {
    expect(redactUrl('/?a=secret.sig&lang=en')).toBe('/?a=[Redacted]&lang=[Redacted]');
    expect(redactUrl('/search?destination=rome&email=anna%40example.com')).toBe(
      '/search?destination=[Redacted]&email=[Redacted]',
    );
  });

  it('leaves URLs without a query untouched', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
  });
});
