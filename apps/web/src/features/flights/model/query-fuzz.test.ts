import { describe, expect, it } from 'vitest';
import { parseFlightSearch } from './flight-url';
import { parseFlightView, writeFlightView } from './flight-view-url';

/** A small seeded generator (mulberry32) so a failure is reproducible from its index. */
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

function generate(next: () => number): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const parts: string[] = [];
  const count = Math.floor(next() * 12);
  for (let index = 0; index < count; index++) {
    const roll = next();
    if (roll < 0.1) {
      // Raw junk bytes, including broken percent escapes and separators.
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

describe('URL query fuzz', () => {
  it('parses 1,000 generated query strings without throwing, and each parse is stable', () => {
    const next = random(20260101);
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
