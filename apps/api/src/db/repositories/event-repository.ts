import { desc, lt, lte, sql } from 'drizzle-orm';
import type { TrackingEvent } from '@wayfare/contract';
import type { Db } from '../client';
import { events } from '../schema';

export type StoredEvent = typeof events.$inferSelect;

/** Tracking events from the web app. */
export class EventRepository {
  constructor(private readonly db: Db) {}

  async insert(event: TrackingEvent): Promise<void> {
    await this.db.insert(events).values({
      eventName: event.eventName,
      logLevel: event.logLevel,
      properties: event.eventProperties,
      data: event.eventData,
      project: event.project,
    });
  }

  /**
   * Retention (issue 15): drops events older than `retentionMs` and all but the newest `maxRows`, so the
   * public events token cannot grow the store without bound.
   */
  async prune(options: { now: number; retentionMs: number; maxRows: number }): Promise<void> {
    await this.db.delete(events).where(lt(events.receivedAt, new Date(options.now - options.retentionMs)));
    const [newest] = await this.db.select({ id: events.id }).from(events).orderBy(desc(events.id)).limit(1);
    if (newest) await this.db.delete(events).where(lte(events.id, sql`${newest.id - options.maxRows}`));
  }

  async latest(limit = 20): Promise<StoredEvent[]> {
    return this.db.select().from(events).orderBy(desc(events.id)).limit(limit);
  }
}
