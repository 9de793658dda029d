import { describe, expect, it } from 'vitest';
import { hashString, seededRandom } from './seeded-random';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed', () => {
    const a = seededRandom('MAD', 'FCO', '2030-05-01');
    const b = seededRandom('MAD', 'FCO', '2030-05-01');
    const seqA = Array.from({ length: 50 }, () => a.next());
    const seqB = Array.from({ length: 50 }, () => b.next());
    expect(seqA).toEqual(seqB);
  });

  it('gives different sequences for different seeds', () => {
    const a = seededRandom('MAD-FCO');
    const b = seededRandom('MAD-FCP');
    expect(a.next()).not.toBe(b.next());
    expect(hashString('a')).not.toBe(hashString('b'));
  });

  it('keeps values within their ranges', () => {
    const random = seededRandom('ranges');
    for (let index = 0; index < 1000; index++) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const integer = random.int(3, 7);
      expect(integer).toBeGreaterThanOrEqual(3);
      expect(integer).toBeLessThanOrEqual(7);
      expect(Number.isInteger(integer)).toBe(true);
      const float = random.float(-2, 2);
      expect(float).toBeGreaterThanOrEqual(-2);
      expect(float).toBeLessThan(2);
    }
  });

  it('covers every integer of a small range', () => {
    const random = seededRandom('coverage');
    const seen = new Set<number>();
    for (let index = 0; index < 200; index++) seen.add(random.int(1, 5));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('picks, samples and shuffles without losing or duplicating items', () => {
    const random = seededRandom('collections');
    const items = ['a', 'b', 'c', 'd', 'e'];
    expect(items).toContain(random.pick(items));
    const sample = random.sample(items, 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample(items, 10)).toHaveLength(5);
    expect(random.shuffle(items).sort()).toEqual(items);
    expect(() => random.pick([])).toThrow();
  });

  it('chance(0) is never true and chance(1) always is', () => {
    const random = seededRandom('chance');
    for (let index = 0; index < 100; index++) {
      expect(random.chance(0)).toBe(false);
      expect(random.chance(1)).toBe(true);
    }
  });
});
