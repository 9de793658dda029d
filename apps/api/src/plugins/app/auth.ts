import fp from 'fastify-plugin';
import { verifyAccessToken } from '../../lib/access-token';

/**
 * Reads `Authorization: Bearer <access token>` (spec §6) and decorates `request.member`; a missing,
 * invalid or expired token means an anonymous request, never an error.
 */
export const auth = fp(
  async (app) => {
    app.decorateRequest('member', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header || !header.startsWith('Bearer ')) return;
      const claims = verifyAccessToken(header.slice('Bearer '.length).trim(), app.config.accessTokenSecret);
      if (!claims) return;
      const member = await app.memberRepository.findById(Number(claims.sub));
      request.member = member && member.domain === claims.domain ? member : null;
    });
  },
  { name: 'auth', dependencies: ['repositories'] },
);
