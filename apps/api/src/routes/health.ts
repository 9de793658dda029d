import { ok } from '@wayfare/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** Liveness and database reachability, for operators and start scripts. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (_request, reply) => {
    await app.db.execute(sql`select 1`);
    reply.header('cache-control', 'no-store');
    return ok({ status: 'ok' as const, database: app.dbKind });
  });
}
