import { describe, expect, it } from 'vitest';
import { normaliseOrderNumber, readGuestKey, saveGuestKey } from './guest-key';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('guest key', () => {
  it('normalises order numbers typed with spaces or in lower case', () => {
    expect(normaliseOrderNumber(' wf-abcd 2345 ')).toBe('WF-ABCD2345');
  });

  it('keeps the last lookup for its own order only, and ignores anything unreadable', () => {
    const storage = memoryStorage();
    saveGuestKey({ orderNumber: 'WF-ABCD2345', email: 'anna@example.com' }, storage);
    expect(readGuestKey('wf-abcd2345', storage)).toEqual({ orderNumber: 'WF-ABCD2345', email: 'anna@example.com' });
    expect(readGuestKey('WF-OTHER', storage)).toBeNull();
    storage.setItem('wayfare.trips.guest', '{not json');
    expect(readGuestKey('WF-ABCD2345', storage)).toBeNull();
    expect(readGuestKey('WF-ABCD2345', null)).toBeNull();
  });
});
