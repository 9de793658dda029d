import { desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { emailOutbox } from '../schema';

export type OutboxMessage = typeof emailOutbox.$inferSelect;
export type NewOutboxMessage = typeof emailOutbox.$inferInsert;

/** The development outbox: the booking emails "sent" without SMTP_URL (the queue itself is pg-boss's). */
export class EmailOutboxRepository {
  constructor(private readonly db: Db) {}

  /** Writes the message; a retried job whose message is already there keeps the first one. */
  async add(message: NewOutboxMessage): Promise<void> {
    await this.db.insert(emailOutbox).values(message).onConflictDoNothing({ target: emailOutbox.jobId });
  }

  async list(limit: number): Promise<Omit<OutboxMessage, 'text' | 'html'>[]> {
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

  async message(id: number): Promise<OutboxMessage | null> {
    const [row] = await this.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
    return row ?? null;
  }
}
