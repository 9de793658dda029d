import { describe, expect, it } from 'vitest';
import { BoundedStore } from './bounded-store';

describe('BoundedStore', () => {
  it('keeps at most maxEntries, dropping the least recently used', () => {
    const store = new BoundedStore<number>({ maxEntries: 2, ttlMs: 1_000 });
    const a = store.put(1);
    const b = store.put(2);
    expect(store.get(a)).toBe(1);
    const c = store.put(3);
    expect(store.size).toBe(2);
    expect(store.get(b)).toBeUndefined();
    expect(store.get(a)).toBe(1);
    expect(store.get(c)).toBe(3);
  });

  it('forgets entries idle longer than the TTL; reads renew them', () => {
    let now = 0;
    const store = new BoundedStore<string>({ maxEntries: 10, ttlMs: 100, now: () => now });
    const id = store.put('x');
    now = 90;
    expect(store.get(id)).toBe('x');
    now = 180;
    expect(store.get(id)).toBe('x');
    now = 281;
    expect(store.get(id)).toBeUndefined();
  });

  it('stores under a given id and replaces it', () => {
    const store = new BoundedStore<number>({ maxEntries: 10, ttlMs: 100 });
    expect(store.put(1, 'same')).toBe('same');
    store.put(2, 'same');
    expect(store.get('same')).toBe(2);
    expect(store.size).toBe(1);
  });
});
