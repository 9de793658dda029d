import { ok } from '@wayfare/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { databaseUnavailable } from '../plugins/app/error-handler';

/**
 * Liveness and readiness for operators, load balancers and supervisors: 200 when the database
 * answers, 503 in the envelope while it is away (the process itself stays up and recovers).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.warn({ code: (error as { code?: string }).code }, 'health: database unavailable');
      return reply.code(503).header('retry-after', '5').send(databaseUnavailable());
    }
    return ok({ status: 'ok' as const, database: app.dbKind });
  });
}
