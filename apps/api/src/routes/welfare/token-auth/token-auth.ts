import { tokenAuthApi } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { authenticateExternal } from '../../../commands/authenticate-external';
import { notFound, unauthorized } from '../../../lib/api-error';
import { signAccessToken } from '../../../lib/access-token';
import { verifyPassword } from '../../../lib/password';
import { registerEndpoint } from '../../../lib/route';
import { routeLimit } from '../../../lib/route-limits';

/** Token authentication: password sign-in, partner single sign-on and the developer test tokens. */
export async function tokenAuthRoutes(app: FastifyInstance) {
  const SIGN_IN_LIMIT = { config: routeLimit('signIn', app.config.rateLimitMax) };
  registerEndpoint(
    app,
    tokenAuthApi.Authenticate,
    async ({ body }) => {
      const member = await app.memberRepository.findPasswordAccount(body.domainName, body.userNameOrEmailAddress);
      if (!member?.passwordHash || !(await verifyPassword(body.password, member.passwordHash))) {
        throw unauthorized('Invalid user name, e-mail address or password');
      }
      const access = signAccessToken({ memberId: member.id, domain: member.domain }, app.config.accessTokenSecret);
      return { ...access, userId: member.externalUserId };
    },
    SIGN_IN_LIMIT,
  );

  registerEndpoint(
    app,
    tokenAuthApi.AuthenticateExternal,
    async ({ body }) => authenticateExternal(app, body),
    SIGN_IN_LIMIT,
  );

  // spec §2: the developer panel's four test tokens; they exist only in development (issue 15 item 4).
  registerEndpoint(app, tokenAuthApi.TestTokens, async () => {
    if (!app.config.isDevelopment) throw notFound('Test tokens exist only in development');
    return { tokens: app.testTokens.map(({ label, token }) => ({ label, token })) };
  });
}
