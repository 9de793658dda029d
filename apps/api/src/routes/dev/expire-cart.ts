import { idSchema, ok } from '@wayfare/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { carts } from '../../db/cart-schema';
import { notFound } from '../../lib/api-error';
import { requireDevAccess } from '../../lib/dev-access';
import { parseInput } from '../../lib/validation';

const paramsSchema = z.object({ cartId: idSchema });

/**
 * `POST /api/dev/carts/:cartId/expire`: sets the cart's expiresAt to now, so end-to-end tests can reach
 * CART_EXPIRED (spec §4, §8) without waiting CART_TTL_MINUTES. Like the other developer tools it needs
 * loopback or `X-Dev-Key`, and it exists only in development.
 */
export async function expireCartRoutes(app: FastifyInstance) {
  const devOnly = requireDevAccess(app.config.devKey, app.config.environment);
  app.post(
    '/api/dev/carts/:cartId/expire',
    {
      preHandler: async (request) => {
        if (!app.config.isDevelopment) throw notFound('Developer routes exist only in development');
        await devOnly(request);
      },
    },
    async (request) => {
      const { cartId } = parseInput(paramsSchema, request.params, 'params');
      const expiresAt = new Date();
      const updated = await app.db
        .update(carts)
        .set({ expiresAt, updatedAt: expiresAt })
        .where(eq(carts.id, cartId))
        .returning({ id: carts.id });
      if (updated.length === 0) throw notFound(`Cart ${cartId} is unknown`);
      return ok({ cartId, expiresAt: expiresAt.toISOString() });
    },
  );
}
