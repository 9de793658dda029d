import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('hides the sign-in token and keeps other parameters', () => {
    expect(redactUrl('/?a=secret.sig&lang=en')).toBe('/?a=%5BRedacted%5D&lang=en');
  });

  it('leaves URLs without secrets untouched', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/search?destination=rome')).toBe('/search?destination=rome');
  });
});
