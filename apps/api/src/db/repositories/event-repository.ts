import { desc } from 'drizzle-orm';
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

  async latest(limit = 20): Promise<StoredEvent[]> {
    return this.db.select().from(events).orderBy(desc(events.id)).limit(limit);
  }
}
