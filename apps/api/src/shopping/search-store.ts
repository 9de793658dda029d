import { randomUUID } from 'node:crypto';
import { ErrorMessage } from '@wayfare/contract';
import { ApiError, notFound } from '../lib/api-error';

export interface SearchStoreOptions {
  /** design.md "Shopping is asynchronous": a search answers only `latencyMs` after its creation. */
  latencyMs: number;
  /** Oldest-used searches are evicted beyond this many, so memory stays bounded (issue 4 §3). */
  maxEntries?: number;
  /** A search not read for this long is forgotten (sliding: each read renews it). */
  ttlMs?: number;
  /** Clock in milliseconds (tests). */
  now?: () => number;
  /** Id generator (tests); defaults to random UUIDs. */
  newId?: () => string;
}

export interface StoredSearch<T> {
  id: string;
  createdAt: number;
  readyAt: number;
  payload: T;
}

interface Entry<T> extends StoredSearch<T> {
  lastAccess: number;
}

export const DEFAULT_MAX_SEARCHES = 500;
export const DEFAULT_SEARCH_TTL_MS = 30 * 60 * 1000;

/**
 * A bounded, in-memory store of shopping searches, generic over what a search holds (flights,
 * stays). A Map keeps insertion order, so re-inserting on read makes it a least-recently-used list.
 */
export class SearchStore<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly latencyMs: number;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly newId: () => string;

  constructor(options: SearchStoreOptions) {
    this.latencyMs = options.latencyMs;
    this.maxEntries = Math.max(1, options.maxEntries ?? DEFAULT_MAX_SEARCHES);
    this.ttlMs = options.ttlMs ?? DEFAULT_SEARCH_TTL_MS;
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? randomUUID;
  }

  /** Stores a new search and returns it; it becomes readable `latencyMs` later. */
  create(payload: T): StoredSearch<T> {
    return this.put(this.newId(), this.now(), payload);
  }

  /**
   * Stores a search under an id made elsewhere (a signed search id, maybe by another instance):
   * it becomes readable `latencyMs` after `createdAt`, whenever this instance learns of it.
   */
  put(id: string, createdAt: number, payload: T): StoredSearch<T> {
    const now = this.now();
    const entry: Entry<T> = { id, createdAt, readyAt: createdAt + this.latencyMs, lastAccess: now, payload };
    this.entries.delete(id);
    this.entries.set(id, entry);
    this.evict(now);
    return { id, createdAt, readyAt: entry.readyAt, payload };
  }

  /**
   * The payload of a ready search. Throws GENERIC_ERROR (503) while the supplier is still "working",
   * which the client retries (spec §8), and NOT_FOUND (404) for an unknown or evicted id.
   */
  get(id: string): T {
    const now = this.now();
    const entry = this.lookup(id, now);
    if (now < entry.readyAt) {
      throw new ApiError(
        ErrorMessage.GENERIC_ERROR,
        `Search ${id} is not ready yet; retry in ${entry.readyAt - now} ms`,
      );
    }
    return entry.payload;
  }

  /** The stored search whether or not it is ready, or undefined when unknown or expired (does not renew it). */
  peek(id: string): StoredSearch<T> | undefined {
    const entry = this.entries.get(id);
    if (!entry || this.isExpired(entry, this.now())) return undefined;
    return { id: entry.id, createdAt: entry.createdAt, readyAt: entry.readyAt, payload: entry.payload };
  }

  /** True once the search can be read (false for unknown ids). */
  isReady(id: string): boolean {
    const entry = this.peek(id);
    return !!entry && this.now() >= entry.readyAt;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }

  private lookup(id: string, now: number): Entry<T> {
    const entry = this.entries.get(id);
    if (!entry || this.isExpired(entry, now)) {
      if (entry) this.entries.delete(id);
      throw notFound(`Search ${id} is unknown or has expired; create a new search`);
    }
    entry.lastAccess = now;
    this.entries.delete(id);
    this.entries.set(id, entry);
    return entry;
  }

  private isExpired(entry: Entry<T>, now: number): boolean {
    return now - entry.lastAccess > this.ttlMs;
  }

  /** Drops expired entries from the old end, then the least recently used beyond the bound. */
  private evict(now: number): void {
    for (const [id, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && !this.isExpired(entry, now)) break;
      this.entries.delete(id);
    }
  }
}
