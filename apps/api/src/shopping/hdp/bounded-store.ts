import { randomUUID } from 'node:crypto';

export interface BoundedStoreOptions {
  maxEntries: number;
  /** An entry not read for this long is forgotten (each read renews it). */
  ttlMs: number;
  now?: () => number;
}

/**
 * In-memory records by id (pricings, selections), least recently used first out, so memory stays
 * bounded however many shoppers come by (issue 4 §3).
 */
export class BoundedStore<T> {
  private readonly entries = new Map<string, { value: T; lastAccess: number }>();
  private readonly now: () => number;

  constructor(private readonly options: BoundedStoreOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Stores a value under a new random id (or the given one) and returns the id. */
  put(value: T, id: string = randomUUID()): string {
    this.entries.delete(id);
    this.entries.set(id, { value, lastAccess: this.now() });
    while (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return id;
  }

  /** The value, or undefined when unknown, evicted or idle past the TTL. */
  get(id: string): T | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    const now = this.now();
    this.entries.delete(id);
    if (now - entry.lastAccess > this.options.ttlMs) return undefined;
    entry.lastAccess = now;
    this.entries.set(id, entry);
    return entry.value;
  }

  get size(): number {
    return this.entries.size;
  }
}
