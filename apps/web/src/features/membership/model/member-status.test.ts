import type { MemberProfile } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { memberStatus, tokenKey } from './member-status';
import type { MemberStatusInput } from './member-status';

const profile: MemberProfile = {
  userId: 'test-club-member',
  programme: 'club',
  displayName: 'Camille Dubois',
  email: null,
  phone: null,
  pointsBalance: 12000,
  pointsLabel: 'Points Club',
  pointsValue: { amount: 240, currency: 'CHF' },
  tier: 'SILVER',
  memberDiscountPercent: 12,
};

const input = (overrides: Partial<MemberStatusInput>): MemberStatusInput => ({
  hasSSO: true,
  ssoSettled: true,
  hasToken: true,
  profile: undefined,
  errorStatus: null,
  ...overrides,
});

describe('memberStatus', () => {
  it('is unavailable on brands without single sign-on, whatever the cookie', () => {
    expect(memberStatus(input({ hasSSO: false, profile }))).toEqual({ kind: 'unavailable' });
  });

  it('waits for sign-in to settle, then for the profile', () => {
    expect(memberStatus(input({ ssoSettled: false }))).toEqual({ kind: 'checking' });
    expect(memberStatus(input({}))).toEqual({ kind: 'checking' });
  });

  it('is signed in once the API accepts the token', () => {
    expect(memberStatus(input({ profile }))).toEqual({ kind: 'signed-in', profile });
  });

  it('is signed out without a cookie, or when the API refuses it (401)', () => {
    expect(memberStatus(input({ hasToken: false }))).toEqual({ kind: 'signed-out', reason: 'no-token' });
    expect(memberStatus(input({ errorStatus: 401 }))).toEqual({ kind: 'signed-out', reason: 'expired' });
    // The profile query's own answer for a refused token (get-member-profile.ts), as the server's page carries it.
    expect(memberStatus(input({ profile: null }))).toEqual({ kind: 'signed-out', reason: 'expired' });
  });

  it('reports other failures as errors, not as a sign-out', () => {
    expect(memberStatus(input({ errorStatus: 500 }))).toEqual({ kind: 'error' });
    expect(memberStatus(input({ errorStatus: 0 }))).toEqual({ kind: 'error' });
  });
});

describe('tokenKey', () => {
  it('is stable, differs per token and does not contain the token', () => {
    const token = 'eyJhbGciOi.payload.signature';
    expect(tokenKey(token)).toBe(tokenKey(token));
    expect(tokenKey(token)).not.toBe(tokenKey(`${token}x`));
    expect(token).not.toContain(tokenKey(token));
    expect(tokenKey(token).length).toBeLessThanOrEqual(7);
  });
});
