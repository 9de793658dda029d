import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The booking emails to send (issue 18 item 4), a job queue in a plain table: pg-boss and graphile-worker need a
 * real PostgreSQL server (LISTEN/NOTIFY, their own schemas), and the API also runs on embedded PGlite, so this
 * table with attempts, next_run_at and a backoff is the queue on both. A job is written in the transaction that
 * confirms or cancels the order (never lost, never sent for a rolled-back booking); one per order and kind.
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
