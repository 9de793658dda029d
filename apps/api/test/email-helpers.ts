import type { FastifyInstance } from 'fastify';
import { EMAIL_QUEUE, QUEUE_SCHEMA } from '../src/email/email-queue';

/**
 * Makes the email jobs waiting for a retry due now: the tests' clock step, since pg-boss schedules retries with
 * the database's own now() (30 s and more ahead).
 */
export async function makeRetriesDue(app: FastifyInstance): Promise<void> {
  await app.dbExecutor.executeSql(
    `UPDATE ${QUEUE_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE name = $1 AND state = 'retry'`,
    [EMAIL_QUEUE],
  );
}
