import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SSO_SIGNING_SECRET } from '../src/config';
import { verifyAccessToken } from '../src/lib/access-token';
import { signSsoToken } from '../src/lib/sso-token';
import type { SsoTokenPayload } from '../src/lib/sso-token';
import { DEMO_PASSWORD } from '../src/plugins/app/seed';
import { buildTestApp } from './helper';

let app: FastifyInstance;
beforeAll(async () => {
  // Dozens of sign-ins from one test address: the sign-in limit (20 a minute at the default) is raised with the
  // general one; apps/api/test/rate-limit-routes.test.ts proves the limit itself.
  app = await buildTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
});
afterAll(() => app?.close());

const now = () => Math.floor(Date.now() / 1000);
let counter = 0;
function partnerToken(overrides: Partial<SsoTokenPayload> = {}, secret = DEV_SSO_SIGNING_SECRET): string {
  counter += 1;
  const payload: SsoTokenPayload = {
    sub: 'partner-user-1',
    domain: 'localhost',
    programme: 'welfare',
    points: 1200,
    exp: now() + 300,
    jti: `test-jti-${Date.now()}-${counter}`,
    ...overrides,
  };
  return signSsoToken(payload, secret);
}

const external = (token: string, domainName = 'localhost') =>
  app.inject({ method: 'POST', url: '/api/TokenAuth/AuthenticateExternal', payload: { token, domainName } });

describe('AuthenticateExternal', () => {
  it('signs in with a valid partner token and stores the member', async () => {
    const res = await external(partnerToken({ sub: 'alice', points: 4321 }));
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.externalAuthClientData).toEqual({ userId: 'alice' });
    expect(result.authApiModel.expireInSeconds).toBe(3600);
    const claims = verifyAccessToken(result.authApiModel.accessToken, app.config.accessTokenSecret)!;
    expect(claims.domain).toBe('localhost');
    const member = await app.memberRepository.findById(Number(claims.sub));
    expect(member).toMatchObject({ externalUserId: 'alice', pointsBalance: 4321, programme: 'welfare' });
  });

  it.each([
    ['tampered', () => partnerToken().replace(/^./, (c) => (c === 'e' ? 'f' : 'e')), 'localhost'],
    ['signed with another secret', () => partnerToken({}, 'someone-elses-secret'), 'localhost'],
    ['expired', () => partnerToken({ exp: now() - 1 }), 'localhost'],
    ['without expiry', () => partnerToken({ exp: undefined }), 'localhost'],
    ['for another domain', () => partnerToken({ domain: 'club.localhost' }), 'localhost'],
    ['for a brand without single sign-on', () => partnerToken({ domain: 'tophotel.localhost' }), 'tophotel.localhost'],
    ['empty', () => '', 'localhost'],
    ['junk', () => 'not.a-token', 'localhost'],
  ])('answers a null result (HTTP 200) for a %s token', async (_name, token, domain) => {
    const res = await external(token(), domain);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: null, success: true, error: null, unAuthorizedRequest: false });
  });

  it('refuses a replayed token', async () => {
    const token = partnerToken();
    expect((await external(token)).json().result).not.toBeNull();
    expect((await external(token)).json().result).toBeNull();
  });

  it('lets only one of two concurrent uses of a token succeed', async () => {
    const token = partnerToken();
    const results = await Promise.all([external(token), external(token), external(token)]);
    expect(results.filter((res) => res.json().result !== null)).toHaveLength(1);
  });

  it('rejects a malformed body with 400 naming the field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/TokenAuth/AuthenticateExternal',
      payload: { token: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.validationErrors).toEqual([expect.objectContaining({ field: 'domainName' })]);
  });
});

describe('test tokens', () => {
  it('lists four labelled tokens that are reusable on any SSO brand', async () => {
    const res = await app.inject('/api/dev/test-tokens');
    expect(res.statusCode).toBe(200);
    const { tokens } = res.json().result as { tokens: { label: string; token: string }[] };
    expect(tokens.map((t) => t.label)).toEqual([
      'Member - 50,000 points',
      'Member - no points',
      'Budget-restricted member',
      'Club member',
    ]);
    for (const { token } of tokens) {
      expect((await external(token)).json().result).not.toBeNull();
      expect((await external(token)).json().result).not.toBeNull();
    }
    expect((await external(tokens[3]!.token, 'club.localhost')).json().result.externalAuthClientData.userId).toBe(
      'test-club-member',
    );
  });

  it('exist only in development: not made, not served and refused in test and production', async () => {
    const devToken = app.testTokens[0]!.token;
    for (const environment of ['test', 'production']) {
      const other = await buildTestApp({
        env: {
          APP_ENVIRONMENT: environment,
          SSO_SIGNING_SECRET: DEV_SSO_SIGNING_SECRET + '-prod',
          ACCESS_TOKEN_SECRET: 'production-access-token-secret',
          EVENTS_TOKEN: 'production-events-token',
        },
      });
      try {
        expect((await other.inject('/api/dev/test-tokens')).statusCode).toBe(404);
        expect(other.testTokens).toEqual([]);
        const res = await other.inject({
          method: 'POST',
          url: '/api/TokenAuth/AuthenticateExternal',
          payload: { token: devToken, domainName: 'localhost' },
        });
        expect(res.json().result).toBeNull();
      } finally {
        await other.close();
      }
    }
  });
});

describe('Authenticate', () => {
  const login = (userNameOrEmailAddress: string, password: string, domainName = 'club.localhost') =>
    app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress, password, domainName },
    });

  it('signs in the seeded demo member of a brand', async () => {
    const res = await login('demo@club.localhost', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({ expireInSeconds: 3600, userId: 'demo' });
    expect(verifyAccessToken(result.accessToken, app.config.accessTokenSecret)?.domain).toBe('club.localhost');
  });

  it('answers 401 for a wrong password or another brand', async () => {
    for (const res of [
      await login('demo@club.localhost', 'nope'),
      await login('demo@club.localhost', DEMO_PASSWORD, 'localhost'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        unAuthorizedRequest: true,
        error: { message: 'UNAUTHORIZED' },
      });
    }
  });
});
