import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { emailJobs, emailOutbox } from '../schema';

export type EmailKind = 'CONFIRMATION' | 'CANCELLATION';
export type EmailJob = typeof emailJobs.$inferSelect;
export type OutboxMessage = typeof emailOutbox.$inferSelect;
export type NewOutboxMessage = typeof emailOutbox.$inferInsert;

/**
 * Queues the order's email in the caller's transaction (the booking's own), once per order and kind: a repeated
 * confirmation or cancellation queues nothing more.
 */
export async function enqueueEmail(tx: Db, orderNumber: string, kind: EmailKind): Promise<void> {
  await tx.insert(emailJobs).values({ orderNumber, kind }).onConflictDoNothing();
}

/** The email job queue (db/email-schema.ts) and the development outbox. */
export class EmailJobRepository {
  constructor(private readonly db: Db) {}

  /**
   * Takes up to `limit` due jobs for `leaseMs`: each counts an attempt and moves its next run past the lease, so
   * no other worker (or instance) takes it meanwhile; SKIP LOCKED lets two workers claim at once without waiting.
   */
  async claimDue(now: Date, leaseMs: number, limit: number): Promise<EmailJob[]> {
    const due = this.db
      .select({ id: emailJobs.id })
      .from(emailJobs)
      .where(and(isNull(emailJobs.sentAt), isNull(emailJobs.failedAt), lte(emailJobs.nextRunAt, now)))
      .orderBy(emailJobs.nextRunAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(emailJobs)
      .set({ attempts: sql`${emailJobs.attempts} + 1`, nextRunAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(emailJobs.id, due))
      .returning();
  }

  async markSent(id: number, at: Date): Promise<void> {
    await this.db.update(emailJobs).set({ sentAt: at, lastError: null }).where(eq(emailJobs.id, id));
  }

  /** A failed send: retried at `retryAt`, or given up (failed_at) when null. */
  async markFailed(id: number, error: string, retryAt: Date | null, at: Date): Promise<void> {
    await this.db
      .update(emailJobs)
      .set({ lastError: error.slice(0, 500), ...(retryAt ? { nextRunAt: retryAt } : { failedAt: at }) })
      .where(eq(emailJobs.id, id));
  }

  async jobsOf(orderNumber: string): Promise<EmailJob[]> {
    return this.db.select().from(emailJobs).where(eq(emailJobs.orderNumber, orderNumber)).orderBy(emailJobs.id);
  }

  /** Jobs given up after their last attempt (or at once for a permanent failure), the latest first. */
  async listFailed(limit: number): Promise<EmailJob[]> {
    return this.db
      .select()
      .from(emailJobs)
      .where(isNotNull(emailJobs.failedAt))
      .orderBy(desc(emailJobs.failedAt), desc(emailJobs.id))
      .limit(limit);
  }

  /** Writes the message to the outbox; a retried job whose message is already there keeps the first one. */
  async addToOutbox(message: NewOutboxMessage): Promise<void> {
    await this.db.insert(emailOutbox).values(message).onConflictDoNothing({ target: emailOutbox.jobId });
  }

  async listOutbox(limit: number): Promise<Omit<OutboxMessage, 'text' | 'html'>[]> {
    return this.db
      .select({
        id: emailOutbox.id,
        jobId: emailOutbox.jobId,
        orderNumber: emailOutbox.orderNumber,
        kind: emailOutbox.kind,
        to: emailOutbox.to,
        subject: emailOutbox.subject,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.id))
      .limit(limit);
  }

  async outboxMessage(id: number): Promise<OutboxMessage | null> {
    const [row] = await this.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
    return row ?? null;
  }
}
