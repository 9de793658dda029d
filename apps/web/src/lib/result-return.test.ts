import { describe, expect, it } from 'vitest';
import { forgetResult, rememberResult, resultsLeftFrom, resultToReturnTo } from './result-return';

/** A Storage over a Map (the node project has no sessionStorage). */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const results = '/H?destination=rom&outboundDate=20270125&returnDate=20270128&adults=2';

describe('result return', () => {
  it('brings back the card opened from the same results, until forgotten', () => {
    const storage = memoryStorage();
    rememberResult(results, 'ROM-H0416', storage);
    expect(resultToReturnTo(results, storage)).toBe('ROM-H0416');
    forgetResult(storage);
    expect(resultToReturnTo(results, storage)).toBeNull();
  });

  it('says which results a card was last opened from (the hotel page goes back to them)', () => {
    const storage = memoryStorage();
    expect(resultsLeftFrom(storage)).toBeNull();
    rememberResult(`${results}&page=2`, 'ROM-H0416', storage);
    expect(resultsLeftFrom(storage)).toBe(`${results}&page=2`);
    forgetResult(storage);
    expect(resultsLeftFrom(storage)).toBeNull();
  });

  it('keeps one card, the last opened, and only for its own results URL', () => {
    const storage = memoryStorage();
    rememberResult(results, 'ROM-H0416', storage);
    rememberResult(results, 'ROM-H0002', storage);
    expect(resultToReturnTo(results, storage)).toBe('ROM-H0002');
    expect(resultToReturnTo(`${results}&page=2`, storage)).toBeNull();
  });

  it('ignores what it cannot read and survives a storage that refuses', () => {
    expect(resultToReturnTo(results, memoryStorage({ 'wayfare.resultReturn': '{not json' }))).toBeNull();
    expect(resultToReturnTo(results, memoryStorage({ 'wayfare.resultReturn': '{"url":1,"id":"x"}' }))).toBeNull();
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(() => rememberResult(results, 'ROM-H0416', refusing)).not.toThrow();
    expect(resultToReturnTo(results, null)).toBeNull();
  });
});
