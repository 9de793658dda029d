import { describe, expect, it } from 'vitest';
import { fuzzQuery, seededRandom } from '../../../test/fuzz-query';
import { parseFlightSearch } from './flight-url';
import { parseFlightView, writeFlightView } from './flight-view-url';

const NAMES = [
  'departure',
  'destination',
  'outboundDate',
  'returnDate',
  'adults',
  'childrenAges',
  'product',
  'direct',
  'outStops',
  'inStops',
  'bags',
  'price',
  'outTime',
  'inTime',
  'maxConnection',
  'maxDuration',
  'airlines',
  'outFrom',
  'outTo',
  'inFrom',
  'inTo',
  'sort',
  'order',
  'page',
  'x',
  '',
  '__proto__',
  'constructor',
];
const VALUES = [
  '',
  'MAD',
  'fco',
  '20260910',
  '20261340',
  '2',
  '-1',
  '0',
  '1e3',
  'NaN',
  'Infinity',
  '99999999999999999999',
  'CABIN,CHECKED',
  'CABIN,,',
  '100-500',
  '-',
  '500-100',
  '0-1440',
  '1440-0',
  'PRICE',
  'desc',
  'true',
  '%',
  '%E0%A4%A',
  '\u0000',
  '😀',
  '<script>',
  'a,b,c',
  ',',
  '3,7,17',
  '1-2-3',
  ' 5 ',
  'AZ,IB',
  'null',
  'undefined',
];

const generate = (next: () => number) => fuzzQuery(next, { names: NAMES, values: VALUES, maxParts: 12 });

describe('URL query fuzz', () => {
  it('parses 1,000 generated query strings without throwing, and each parse is stable', () => {
    const next = seededRandom(20260101);
    for (let index = 0; index < 1000; index++) {
      const query = generate(next);
      let params: URLSearchParams;
      try {
        params = new URLSearchParams(query);
      } catch {
        continue;
      }
      const context = `#${index}: ${JSON.stringify(query)}`;
      expect(() => parseFlightSearch(params, 'F', '20260101'), context).not.toThrow();
      const { view } = parseFlightView(params);
      // What we write back reads as the same view, with nothing left to flag.
      const written = writeFlightView(params, view);
      const again = parseFlightView(written);
      expect(again.view, context).toEqual(view);
      expect(again.invalid, context).toEqual([]);
    }
  });
});
