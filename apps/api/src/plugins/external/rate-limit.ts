import rateLimit from '@fastify/rate-limit';
import { ErrorMessage } from '@wayfare/contract';
import fp from 'fastify-plugin';
import { ApiError } from '../../lib/api-error';
import { isStaticAsset } from './rate-limit-scope';

/**
 * RATE_LIMIT_MAX requests per minute per client address; 0 disables it (load benchmarks). The address is
 * the one TRUST_PROXY reveals (request.ip). With REDIS_URL the counters live in Redis, so a visitor is
 * counted once however many instances serve them (issue 17); else in this process.
 */
export const rateLimiting = fp(
  async (app) => {
    const max = app.config.rateLimitMax;
    if (max === 0) return;
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: '1 minute',
      ...(app.redis ? { redis: app.redis, nameSpace: 'wayfare-rate-limit:' } : {}),
      // Redis away: serve rather than refuse everyone (the limit is a guard, not a gate).
      skipOnError: true,
      allowList: (request) => isStaticAsset(request.method, request.url),
      // The thrown error reaches the error handler, which answers the 429 envelope.
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          ErrorMessage.RATE_LIMITED,
          `Rate limit of ${context.max} requests per minute exceeded; retry in ${context.after}`,
        ),
    });
  },
  { name: 'rate-limiting', dependencies: ['redis'] },
);
