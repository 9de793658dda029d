/** A small seeded generator (mulberry32) so a fuzz failure is reproducible from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FuzzQueryOptions {
  /** Query names to pick from (known ones, near misses and hostile ones). */
  names: readonly string[];
  /** Values to pick from; a fifth of the parts get a random integer instead. */
  values: readonly string[];
  /** At most this many parts (exclusive). */
  maxParts: number;
}

/** One generated query string: known names with odd values, raw junk, mixed encodings and separators. */
export function fuzzQuery(next: () => number, { names, values, maxParts }: FuzzQueryOptions): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const parts: string[] = [];
  const count = Math.floor(next() * maxParts);
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
      const value = roll < 0.3 ? String(Math.floor(next() * 1e6) - 1000) : pick(values);
      parts.push(`${pick(names)}=${roll < 0.5 ? encodeURIComponent(value) : value}`);
    }
  }
  return parts.join(next() < 0.9 ? '&' : ';');
}
