import { describe, expect, it } from 'vitest';
import { hasSsoParam, readSsoToken, stripSsoToken } from './sso-token';

describe('readSsoToken (spec §3)', () => {
  it('reads a', () => {
    expect(readSsoToken('https://x.test/?a=abc.def')).toBe('abc.def');
    expect(readSsoToken('https://x.test/H?destination=rome&a=tok')).toBe('tok');
  });

  it('turns spaces encoded as %20 (and unencoded pluses) into plus signs', () => {
    expect(readSsoToken('https://x.test/?a=ab%20cd')).toBe('ab+cd');
    expect(readSsoToken('https://x.test/?a=ab+cd')).toBe('ab+cd');
    expect(readSsoToken('https://x.test/?a=ab%2Bcd')).toBe('ab+cd');
  });

  it('is null when a is absent or empty', () => {
    expect(readSsoToken('https://x.test/')).toBeNull();
    expect(readSsoToken('https://x.test/?ab=1')).toBeNull();
    expect(readSsoToken('https://x.test/?a=')).toBeNull();
    expect(readSsoToken('not a url')).toBeNull();
    expect(hasSsoParam('https://x.test/?a=')).toBe(true);
    expect(hasSsoParam('https://x.test/?b=1')).toBe(false);
  });
});

describe('stripSsoToken', () => {
  it('removes every a and keeps the rest as it was', () => {
    expect(stripSsoToken('https://x.test/?a=tok')).toBe('https://x.test/');
    expect(stripSsoToken('https://x.test/H?destination=rome&a=tok&adults=2#top')).toBe(
      'https://x.test/H?destination=rome&adults=2#top',
    );
    expect(stripSsoToken('https://x.test/?a=1&a=2&%61=3&ab=4&q=a%20b')).toBe('https://x.test/?ab=4&q=a%20b');
    expect(stripSsoToken('https://x.test/deals')).toBe('https://x.test/deals');
  });
});

/** A tiny deterministic generator so a failure can be replayed (seed in the message). */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const HOSTS = ['http://localhost:8080', 'https://tophotel.localhost', 'http://club.localhost:4173', 'https://a.b.c'];
const PATHS = ['/', '/H', '/DP', '/exception', '/deal-search', '/a', '/x%20y', '/caf%C3%A9'];
const KEYS = ['a', 'A', '%61', 'a[]', 'ab', 'aa', 'b', 'destination', 'adults', '', 'a%20', 'x y'];
const VALUES = ['', 'tok', 'ab+cd', 'ab%20cd', '%2B', '%', '%zz', '=', 'a=b', 'é', '%E2%82%AC', 'a&b', '?'];

function randomUrl(random: ReturnType<typeof generator>): string {
  const pieces: string[] = [];
  const count = Math.floor(random.next() * 6);
  for (let i = 0; i < count; i += 1) {
    const key = random.pick(KEYS);
    const value = random.pick(VALUES);
    pieces.push(random.next() < 0.15 ? key : `${key}=${value}`);
  }
  const hash = random.next() < 0.3 ? random.pick(['#x', '#a=1', '#', '#?a=2']) : '';
  const query = pieces.length || random.next() < 0.2 ? `?${pieces.join('&')}` : '';
  return `${random.pick(HOSTS)}${random.pick(PATHS)}${query}${hash}`;
}

describe('stripSsoToken fuzz (1,000 generated URLs)', () => {
  it('never throws, leaves no a, keeps the origin, path, hash and every other parameter', () => {
    const seed = 20240501;
    const random = generator(seed);
    for (let i = 0; i < 1000; i += 1) {
      const href = randomUrl(random);
      const context = `seed ${seed}, #${i}: ${href}`;
      let stripped = '';
      expect(() => (stripped = stripSsoToken(href)), context).not.toThrow();
      const before = new URL(href);
      const after = new URL(stripped);
      expect(after.searchParams.has('a'), context).toBe(false);
      expect(readSsoToken(stripped), context).toBeNull();
      expect(after.origin, context).toBe(before.origin);
      expect(after.pathname, context).toBe(before.pathname);
      expect(after.hash, context).toBe(before.hash);
      const others = [...before.searchParams].filter(([key]) => key !== 'a');
      expect([...after.searchParams], context).toEqual(others);
      // Stripping twice changes nothing.
      expect(stripSsoToken(stripped), context).toBe(stripped);
    }
  });
});
