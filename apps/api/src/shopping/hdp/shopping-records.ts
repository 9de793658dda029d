import { BoundedStore } from './bounded-store';

export type ShoppingRecordKind = 'pricing' | 'selection';

/**
 * Where pricings and selections live between calls (issue 17): the database when the app runs,
 * so every instance, and an instance after a restart, finds them; memory in unit tests.
 * A record is JSON and is gone once `expiresAt` (epoch ms) has passed.
 */
export interface ShoppingRecords {
  save(kind: ShoppingRecordKind, id: string, value: unknown, expiresAt: number): Promise<void>;
  /** The record, or undefined when unknown or expired; `renewUntil` pushes its expiry (sliding). */
  load<T>(kind: ShoppingRecordKind, id: string, renewUntil?: number): Promise<T | undefined>;
}

/** Records in process memory, bounded (one instance only: tests and tools). */
export class MemoryShoppingRecords implements ShoppingRecords {
  private readonly store = new BoundedStore<{ kind: ShoppingRecordKind; json: string; expiresAt: number }>({
    maxEntries: 5_000,
    ttlMs: Number.POSITIVE_INFINITY,
  });

  constructor(private readonly now: () => number = Date.now) {}

  async save(kind: ShoppingRecordKind, id: string, value: unknown, expiresAt: number): Promise<void> {
    // Kept as JSON, like the database: a caller mutating its object does not change the record.
    this.store.put({ kind, json: JSON.stringify(value), expiresAt }, id);
  }

  async load<T>(kind: ShoppingRecordKind, id: string, renewUntil?: number): Promise<T | undefined> {
    const entry = this.store.get(id);
    if (!entry || entry.kind !== kind || entry.expiresAt <= this.now()) return undefined;
    if (renewUntil !== undefined) entry.expiresAt = Math.max(entry.expiresAt, renewUntil);
    return JSON.parse(entry.json) as T;
  }
}
