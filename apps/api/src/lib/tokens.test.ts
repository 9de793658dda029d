import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken } from './access-token';
import { hashPassword, verifyPassword } from './password';
import { signSsoToken, verifySsoToken } from './sso-token';

const secret = 'a-test-secret-of-some-length';
const payload = { sub: 'u1', domain: 'localhost', points: 10, exp: 2_000_000_000, jti: 'jti-000001' };

describe('SSO tokens', () => {
  it('round-trips a signed payload', () => {
    expect(verifySsoToken(signSsoToken(payload, secret), secret)).toEqual(payload);
  });

  it('refuses a wrong secret, a changed payload and junk', () => {
    const token = signSsoToken(payload, secret);
    expect(verifySsoToken(token, 'another-secret-of-length')).toBeNull();
    const forged = Buffer.from(JSON.stringify({ ...payload, points: 999999 })).toString('base64url');
    expect(verifySsoToken(`${forged}.${token.split('.')[1]}`, secret)).toBeNull();
    expect(verifySsoToken('not-a-token', secret)).toBeNull();
    expect(verifySsoToken('', secret)).toBeNull();
  });
});

describe('access tokens', () => {
  it('verifies its own tokens until they expire', () => {
    const { accessToken, expireInSeconds } = signAccessToken({ memberId: 7, domain: 'localhost' }, secret, 1000);
    expect(expireInSeconds).toBe(3600);
    expect(verifyAccessToken(accessToken, secret, 1001)).toMatchObject({ sub: '7', domain: 'localhost' });
    expect(verifyAccessToken(accessToken, secret, 1000 + 3600)).toBeNull();
    expect(verifyAccessToken(accessToken, 'another-secret-of-length', 1001)).toBeNull();
  });
});

describe('passwords', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('wayfare-demo');
    expect(await verifyPassword('wayfare-demo', hash)).toBe(true);
    expect(await verifyPassword('wrong', hash)).toBe(false);
    expect(await verifyPassword('wayfare-demo', 'garbage')).toBe(false);
  });
});
