import { devOutboxApi } from '@wayfare/contract';
import type { FailedEmail, OutboxEntry } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import type { EmailJobState } from '../../email/email-queue';
import { notFound } from '../../lib/api-error';
import { requireDevAccess } from '../../lib/dev-access';
import { registerEndpoint } from '../../lib/route';

const entryOf = (row: {
  id: number;
  orderNumber: string;
  kind: string;
  to: string;
  subject: string;
  createdAt: Date;
}): OutboxEntry => ({
  id: row.id,
  orderNumber: row.orderNumber,
  kind: row.kind === 'CANCELLATION' ? 'CANCELLATION' : 'CONFIRMATION',
  to: row.to,
  subject: row.subject,
  createdAt: row.createdAt.toISOString(),
});

const failedOf = (job: EmailJobState): FailedEmail => ({
  jobId: job.id,
  orderNumber: job.orderNumber,
  kind: job.kind === 'CANCELLATION' ? 'CANCELLATION' : 'CONFIRMATION',
  attempts: job.attempts,
  lastError: job.lastError,
  failedAt: (job.completedOn ?? new Date(0)).toISOString(),
});

/**
 * The developer panel's outbox (issue 18): the booking emails written to the database without SMTP_URL. Like
 * the other developer tools it exists only in development and needs loopback or X-Dev-Key.
 */
export async function outboxRoutes(app: FastifyInstance) {
  const devOnly = requireDevAccess(app.config.devKey, app.config.environment);
  const preHandler = async (request: Parameters<typeof devOnly>[0]) => {
    if (!app.config.isDevelopment) throw notFound('Developer routes exist only in development');
    await devOnly(request);
  };
  registerEndpoint(
    app,
    devOutboxApi.ListOutbox,
    async () => ({
      messages: (await app.emailOutbox.list(50)).map(entryOf),
      // Given-up jobs come from the queue itself (pg-boss), whatever the sender.
      failed: (await app.emailQueue.listFailed(50)).map(failedOf),
    }),
    { preHandler },
  );
  registerEndpoint(
    app,
    devOutboxApi.GetOutboxMessage,
    async ({ query }) => {
      const row = await app.emailOutbox.message(Number(query.id));
      if (!row) throw notFound(`Outbox message ${query.id} is unknown`);
      return { ...entryOf(row), text: row.text, html: row.html };
    },
    { preHandler },
  );
}
