import { describe, expect, it } from 'vitest';
import { csrfTokenFor, isCsrfToken, PREVIEW_TTL_SECONDS, signPreviewToken, verifyPreviewToken } from './studio-tokens';

describe('studio tokens', () => {
  it('binds the CSRF token to the session and the secret', () => {
    const token = csrfTokenFor('session-a', 'secret');
    expect(isCsrfToken(token, 'session-a', 'secret')).toBe(true);
    expect(isCsrfToken(token, 'session-b', 'secret')).toBe(false);
    expect(isCsrfToken(token, 'session-a', 'other')).toBe(false);
    expect(isCsrfToken(undefined, 'session-a', 'secret')).toBe(false);
  });

  it('gives the preview domain for a valid token until it expires', () => {
    const now = Date.UTC(2026, 10, 26);
    const token = signPreviewToken('club.localhost', 'secret', now);
    expect(verifyPreviewToken(token, 'secret', now)).toBe('club.localhost');
    expect(verifyPreviewToken(token, 'secret', now + PREVIEW_TTL_SECONDS * 1000)).toBeNull();
    expect(verifyPreviewToken(token, 'other', now)).toBeNull();
    expect(verifyPreviewToken(token.replace('club', 'clux'), 'secret', now)).toBeNull();
    expect(verifyPreviewToken('garbage', 'secret', now)).toBeNull();
  });
});
