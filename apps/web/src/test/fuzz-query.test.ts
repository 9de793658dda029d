import { describe, expect, it } from 'vitest';
import { fuzzQuery, seededRandom } from './fuzz-query';

describe('fuzz query generator', () => {
  it('is reproducible from its seed and stays within the part limit', () => {
    const options = { names: ['a', 'b'], values: ['1', 'x y'], maxParts: 5 };
    const first = fuzzQuery(seededRandom(7), options);
    expect(fuzzQuery(seededRandom(7), options)).toBe(first);
    for (let seed = 1; seed <= 50; seed++) {
      const query = fuzzQuery(seededRandom(seed), options);
      expect(query === '' ? 0 : query.split(/[&;]/).length).toBeLessThan(5 + 1);
    }
  });
});
