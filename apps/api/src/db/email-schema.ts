import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The booking emails' queue is pg-boss's (issue 18 item 4, email/email-queue.ts): its own `pgboss` schema, created
 * and migrated by pg-boss at start-up (db/client.ts), on PostgreSQL and on the embedded PGlite alike.
 *
 * Why pg-boss 10 and how it reaches PGlite (measured 2026-11-26, Node 20.20): pg-boss 11 and 12 need Node >= 22,
 * and 10.4.2 declares Node >= 20. Over @electric-sql/pglite-socket 0.2.17 with the pool at `max: 1` pg-boss starts
 * (273 ms) and creates its queue, but the socket client is the same single PGlite session as the app's in-process
 * queries: while a booking transaction was open, a query of pg-boss's connection ran inside it and read the
 * transaction's uncommitted job (a worker could send the email of a booking that then rolls back), and any second
 * connection was cut off ("Connection terminated unexpectedly"). Through pg-boss's `db` option on the PGlite
 * instance itself (db/sql-executor.ts) its statements go through PGlite's own queue instead: a fetch issued during
 * an open transaction waited for the commit, a rolled-back booking left no job, retries and completion worked;
 * start 350 ms and queue creation 480 ms on an empty database. So both databases run pg-boss, and graphile-worker
 * (which would have needed the same socket) was not tried.
 */

/** Messages "sent" without SMTP_URL: the developer panel lists and opens them (issue 18). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    /** The pg-boss job (one per order and kind), so a retried job never writes its message twice. */
    jobId: text('job_id').notNull(),
    orderNumber: text('order_number').notNull(),
    kind: text('kind').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('email_outbox_job_idx').on(table.jobId)],
);
