import { describe, expect, it } from 'vitest';
import { SEARCH_PARAM_NAMES } from '../../../lib/search-params';
import { fuzzQuery, seededRandom } from '../../../test/fuzz-query';
import { parseStaySearch, toCreateStaySearchBody } from '../../../lib/stay-query';
import { buildRetrieveStaysBody } from './stay-filters';
import { parseStayView, writeStayView } from './stay-view-url';

const NAMES = [
  ...SEARCH_PARAM_NAMES,
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

const generate = (next: () => number) => fuzzQuery(next, { names: NAMES, values: VALUES, maxParts: 14 });

describe('stay URL parsing under fuzzed input', () => {
  it('never throws, always yields a usable state, and writing it back is stable', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const query = generate(seededRandom(seed));
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
