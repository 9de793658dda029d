import type { ExternalAuthResult } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { signAccessToken } from '../lib/access-token';
import { verifySsoToken } from '../lib/sso-token';
import { TEST_TOKEN_DOMAIN } from '../seed/test-tokens';

/**
 * Single sign-on with a partner token (design.md "Sign-in"). Any refusal is `null`, the falsy result
 * that sends the visitor to /exception?type=401 (spec §4); the reason is only logged.
 */
export async function authenticateExternal(
  app: FastifyInstance,
  input: { token: string; domainName: string },
  now = Math.floor(Date.now() / 1000),
): Promise<ExternalAuthResult | null> {
  const refuse = (reason: string) => {
    app.log.info({ domain: input.domainName, reason }, 'external sign-in refused');
    return null;
  };
  if (!input.token) return refuse('no token');
  const payload = verifySsoToken(input.token, app.config.ssoSigningSecret);
  if (!payload) return refuse('bad signature or payload');

  const domain = input.domainName.toLowerCase();
  const isTestToken = payload.domain === TEST_TOKEN_DOMAIN;
  if (isTestToken && app.config.isProduction) return refuse('test token in production');
  if (!isTestToken) {
    if (payload.domain.toLowerCase() !== domain) return refuse('token is for another domain');
    if (payload.exp === undefined || payload.exp <= now) return refuse('token expired');
  } else if (payload.exp !== undefined && payload.exp <= now) {
    return refuse('token expired');
  }

  const brand = await app.brandConfigCache.get(domain);
  if (!brand) return refuse('unknown brand');
  // spec §6: single sign-on is enabled per brand.
  if (!brand.attributes.tokenAuthentication.enabled) return refuse('single sign-on is off for this brand');

  // Test tokens are reusable; partner tokens are single-use (the insert is the atomic check).
  if (!isTestToken && !(await app.ssoTokenRepository.markUsed(payload.jti, new Date(payload.exp! * 1000)))) {
    return refuse('token already used');
  }

  const member = await app.memberRepository.upsertExternal({
    domain,
    externalUserId: payload.sub,
    programme: payload.programme ?? null,
    displayName: payload.name ?? null,
    contactEmail: payload.email ?? null,
    contactPhone: payload.phone ?? null,
    pointsBalance: payload.points,
    budgetRestriction: payload.budget ?? null,
  });
  const access = signAccessToken({ memberId: member.id, domain }, app.config.accessTokenSecret);
  return { authApiModel: access, externalAuthClientData: { userId: member.externalUserId } };
}
