import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The booking emails to send (issue 18 item 4), a job queue in a plain table with attempts, next_run_at and a
 * backoff, on both databases. A job is written in the transaction that confirms or cancels the order (never lost,
 * never sent for a rolled-back booking); one per order and kind; a job given up is logged at error level and listed
 * as failed in the developer panel.
 *
 * Why not pg-boss on the embedded database (measured 2026-11-26, Node 20.20): pg-boss 11 and 12 need Node >= 22, so
 * 10.4.2 is the usable line. Through @electric-sql/pglite-socket 0.2.17 (it pins PGlite 0.5.14 next to our 0.5.16),
 * a second concurrent client is cut off ("Connection terminated unexpectedly"), and PGlite is one session: an
 * in-process query saw a socket client's uncommitted row. pg-boss 10.4.2 started over the socket (425 ms), then its
 * pool's second connection failed createQueue the same way. So PGlite keeps this queue. Moving the PostgreSQL
 * deployment to pg-boss 10.4 (enqueue in the booking transaction through its `db` option) is not done yet.
 */
export const emailJobs = pgTable(
  'email_jobs',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    /** CONFIRMATION or CANCELLATION. */
    kind: text('kind').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When a worker may take it next: a lease while one sends it, the backoff after a failure. */
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set when the attempts ran out: the job stays for a person to look at. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_jobs_order_kind_idx').on(table.orderNumber, table.kind),
    index('email_jobs_next_run_at_idx').on(table.nextRunAt),
  ],
);

/** Messages "sent" without SMTP_URL: the developer panel lists and opens them (issue 18). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id').notNull(),
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
