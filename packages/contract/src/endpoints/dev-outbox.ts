import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

const emailKindSchema = z.enum(['CONFIRMATION', 'CANCELLATION']);

export const outboxEntrySchema = z.object({
  id: z.number().int().positive(),
  orderNumber: z.string().min(1),
  kind: emailKindSchema,
  to: z.string().min(1),
  subject: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** A booking email given up after its last retry (issue 18: failed-job alerting), shown as failed in the panel. */
export const failedEmailSchema = z.object({
  /** The queue's job id (pg-boss, a UUID). */
  jobId: z.string().min(1),
  orderNumber: z.string().min(1),
  kind: emailKindSchema,
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  failedAt: z.iso.datetime({ offset: true }),
});
export type FailedEmail = z.infer<typeof failedEmailSchema>;

export const outboxMessageSchema = outboxEntrySchema.extend({
  text: z.string(),
  html: z.string().describe('The HTML body as sent; show it only in a sandboxed frame'),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/**
 * The developer panel's outbox (issue 18): booking emails written to the database when no SMTP_URL is set.
 * Development only (404 elsewhere), and like every developer tool loopback or X-Dev-Key.
 */
export const devOutboxApi = {
  ListOutbox: defineEndpoint({
    id: 'DevOutbox.ListOutbox',
    service: 'welfare',
    method: 'GET',
    path: '/api/dev/outbox',
    summary:
      'The latest 50 booking emails of the outbox, newest first, and the latest 50 given up after their retries. Development only (404 otherwise).',
    tag: 'DevOutbox',
    result: z.object({ messages: z.array(outboxEntrySchema), failed: z.array(failedEmailSchema).default([]) }),
  }),
  GetOutboxMessage: defineEndpoint({
    id: 'DevOutbox.GetOutboxMessage',
    service: 'welfare',
    method: 'GET',
    path: '/api/dev/outbox/message',
    summary: 'One outbox email with its text and HTML bodies. Development only (404 otherwise).',
    tag: 'DevOutbox',
    query: z.object({ id: z.string().regex(/^\d{1,9}$/, 'must be a message id') }),
    result: outboxMessageSchema,
  }),
};
