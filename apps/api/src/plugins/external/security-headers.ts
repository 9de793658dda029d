import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { API_CSP } from '../../lib/csp';

/**
 * Security headers on every response (design.md security). CSP is set per response: the strict
 * API policy by default; index.html and the docs page replace it with their own.
 */
export const securityHeaders = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginResourcePolicy: { policy: 'same-site' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', API_CSP);
    });
  },
  { name: 'security-headers' },
);
