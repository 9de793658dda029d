import { describe, expect, it } from 'vitest';
import { parseStaySearch, toCreateStaySearchBody } from '../../../lib/stay-query';
import { buildRetrieveStaysBody } from './stay-filters';
import { parseStayView, writeStayView } from './stay-view-url';

/** A small seeded generator (mulberry32) so a failure is reproducible from its seed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const NAMES = [
  'product',
  'departure',
  'destination',
  'outboundDate',
  'returnDate',
  'adults',
  'childrenAges',
  'mealPlans',
  'freeCancellation',
  'price',
  'promo',
  'types',
  'stars',
  'rating',
  'amenities',
  'chars',
  'area',
  'sort',
  'order',
  'page',
  '__proto__',
  'constructor',
  '',
];
const VALUES = [
  '',
  'rom',
  'MIL',
  '20270310',
  '20270231',
  '20270313',
  '2',
  '-1',
  '0',
  '1e3',
  'NaN',
  'Infinity',
  '9'.repeat(30),
  'ALL_MEAL_PLANS',
  'BREAKFAST-ALL_MEAL_PLANS',
  'BREAKFAST--',
  'true',
  'false',
  'TRUE',
  '100-500',
  '-',
  '500-100',
  '3,4,5',
  '3,,',
  'HOTEL,APARTMENT',
  '8.5',
  '41.9,41.8,12.6,12.4',
  '91,0,0,0',
  '41.8,41.9,1,1',
  'PRICE',
  'desc',
  '%',
  '%E0%A4%A',
  '\u0000',
  '😀',
  '<script>',
  'null',
  'undefined',
];

function generate(next: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const parts: string[] = [];
  const count = Math.floor(next() * 14);
  for (let index = 0; index < count; index++) {
    const roll = next();
    if (roll < 0.1) {
      parts.push(
        Array.from({ length: Math.floor(next() * 12) }, () => String.fromCharCode(Math.floor(next() * 0x2fff))).join(
          '',
        ),
      );
    } else {
      const value = roll < 0.3 ? String(Math.floor(next() * 1e6) - 1000) : pick(VALUES);
      parts.push(`${pick(NAMES)}=${roll < 0.5 ? encodeURIComponent(value) : value}`);
    }
  }
  return parts.join(next() < 0.9 ? '&' : ';');
}

describe('stay URL parsing under fuzzed input', () => {
  it('never throws, always yields a usable state, and writing it back is stable', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const query = generate(random(seed));
      let params: URLSearchParams;
      try {
        params = new URLSearchParams(query);
      } catch {
        continue;
      }
      for (const product of ['H', 'HGH', 'DP'] as const) {
        const search = parseStaySearch(params, product, '20270101');
        const { view } = parseStayView(params, search.values);
        expect(search.values.adults, `seed ${seed}`).toBeGreaterThanOrEqual(1);
        expect(view.page, `seed ${seed}`).toBeGreaterThanOrEqual(1);
        expect(() => buildRetrieveStaysBody(view, 'en')).not.toThrow();
        expect(() => toCreateStaySearchBody(search.values, 'BP', 'en')).not.toThrow();
        const written = writeStayView(params, view);
        const again = parseStayView(written, parseStaySearch(written, product, '20270101').values);
        expect(again.invalid, `seed ${seed}: ${query}`).toEqual([]);
        expect(again.view, `seed ${seed}: ${query}`).toEqual(view);
      }
    }
  });
});
