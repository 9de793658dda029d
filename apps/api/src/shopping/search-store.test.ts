import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-error';
import { SearchStore } from './search-store';

function makeStore(options: { latencyMs?: number; maxEntries?: number; ttlMs?: number } = {}) {
  let time = 1_000;
  let counter = 0;
  const store = new SearchStore<{ q: string }>({
    latencyMs: options.latencyMs ?? 300,
    maxEntries: options.maxEntries ?? 3,
    ttlMs: options.ttlMs ?? 10_000,
    now: () => time,
    newId: () => `s${++counter}`,
  });
  return { store, advance: (ms: number) => (time += ms) };
}

function errorOf(action: () => unknown): ApiError {
  try {
    action();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected an ApiError');
}

describe('SearchStore', () => {
  it('answers GENERIC_ERROR (202) until the latency has passed, then the payload', () => {
    const { store, advance } = makeStore();
    const { id, readyAt, createdAt } = store.create({ q: 'a' });
    expect(readyAt - createdAt).toBe(300);
    const error = errorOf(() => store.get(id));
    expect(error.errorMessage).toBe('GENERIC_ERROR');
    expect(error.statusCode).toBe(202);
    expect(store.isReady(id)).toBe(false);
    advance(300);
    expect(store.isReady(id)).toBe(true);
    expect(store.get(id)).toEqual({ q: 'a' });
  });

  it('answers NOT_FOUND (404) with a reason for unknown ids', () => {
    const { store } = makeStore();
    const error = errorOf(() => store.get('nope'));
    expect(error.statusCode).toBe(404);
    expect(error.details).toMatch(/unknown or has expired/);
  });

  it('evicts the least recently used search beyond maxEntries', () => {
    const { store, advance } = makeStore({ latencyMs: 0 });
    const first = store.create({ q: '1' }).id;
    const second = store.create({ q: '2' }).id;
    store.create({ q: '3' });
    advance(1);
    store.get(first); // first becomes the most recent; second is now the oldest
    store.create({ q: '4' });
    expect(store.size).toBe(3);
    expect(store.get(first)).toEqual({ q: '1' });
    expect(errorOf(() => store.get(second)).statusCode).toBe(404);
  });

  it('expires searches not read within the TTL, and each read renews it', () => {
    const { store, advance } = makeStore({ latencyMs: 0, ttlMs: 1_000 });
    const kept = store.create({ q: 'kept' }).id;
    const dropped = store.create({ q: 'dropped' }).id;
    advance(800);
    store.get(kept);
    advance(800);
    expect(store.get(kept)).toEqual({ q: 'kept' });
    expect(store.peek(dropped)).toBeUndefined();
    expect(errorOf(() => store.get(dropped)).statusCode).toBe(404);
  });

  it('drops expired searches on create, so memory stays bounded by time too', () => {
    const { store, advance } = makeStore({ latencyMs: 0, ttlMs: 100, maxEntries: 100 });
    for (let index = 0; index < 10; index++) store.create({ q: String(index) });
    advance(200);
    store.create({ q: 'fresh' });
    expect(store.size).toBe(1);
  });

  it('uses random UUIDs by default', () => {
    const store = new SearchStore<number>({ latencyMs: 0 });
    const { id } = store.create(1);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.get(id)).toBe(1);
  });
});
