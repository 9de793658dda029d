import rateLimit from '@fastify/rate-limit';
import { ErrorMessage } from '@wayfare/contract';
import fp from 'fastify-plugin';
import { ApiError } from '../../lib/api-error';

/** RATE_LIMIT_MAX requests per minute per client IP; 0 disables it (load benchmarks). */
export const rateLimiting = fp(
  async (app) => {
    const max = app.config.rateLimitMax;
    if (max === 0) return;
    await app.register(rateLimit, {
      global: true,
      max,
      timeWindow: '1 minute',
      // The thrown error reaches the error handler, which answers the 429 envelope.
      errorResponseBuilder: (_request, context) =>
        new ApiError(
          ErrorMessage.RATE_LIMITED,
          `Rate limit of ${context.max} requests per minute exceeded; retry in ${context.after}`,
        ),
    });
  },
  { name: 'rate-limiting', dependencies: [] },
);
