import { parse } from 'node:querystring';

/** Indexes above this are kept as literal keys so `a[99999999]=x` cannot allocate a huge array. */
const MAX_INDEX = 100;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };
export type ParsedQuery = Record<string, QueryValue>;

/** Splits `a[b][0]` into `['a', 'b', '0']`; a key that is not bracket-shaped stays whole. */
function splitKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
  if (!match) return [key];
  const segments = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!);
  return [match[1]!, ...segments];
}

function isIndex(segment: string): boolean {
  return segment === '' || (/^\d+$/.test(segment) && Number(segment) <= MAX_INDEX);
}

function assign(target: Record<string, unknown> | unknown[], segments: string[], value: string): void {
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(target)) {
    const index = head === '' ? target.length : Number(head);
    if (rest.length === 0) target[index] = value;
    else {
      target[index] ??= isIndex(rest[0]!) ? [] : {};
      assign(target[index] as Record<string, unknown>, rest, value);
    }
    return;
  }
  if (rest.length === 0) {
    const existing = target[head];
    // Repeated plain keys (`x=a&x=b`) become an array, as with node's querystring.
    target[head] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    return;
  }
  const next = target[head];
  if (next === undefined || typeof next === 'string') target[head] = isIndex(rest[0]!) ? [] : {};
  assign(target[head] as Record<string, unknown>, rest, value);
}

/** Drops holes left by sparse indexes (`a[0]=x&a[5]=y` → `['x', 'y']`). */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, compact(item)]));
  }
  return value;
}

/**
 * Query-string parser with qs-style brackets: `populate[0]=theme&populate[1]=offers` gives
 * `{ populate: ['theme', 'offers'] }` and `a[b]=c` gives `{ a: { b: 'c' } }` (Fastify's default
 * parser keeps `populate[0]` as a literal key). Prototype keys are ignored.
 */
export function parseQueryString(input: string): ParsedQuery {
  const flat = parse(input);
  const result: Record<string, unknown> = Object.create(null);
  for (const [key, raw] of Object.entries(flat)) {
    const segments = splitKey(key);
    if (segments.some((segment) => FORBIDDEN_KEYS.has(segment))) continue;
    const values = Array.isArray(raw) ? raw : [raw ?? ''];
    for (const value of values) {
      // A bracket path under a key that already holds a plain value: keep the literal key instead.
      const root = result[segments[0]!];
      if (segments.length > 1 && typeof root === 'string') assign(result, [key], value);
      else assign(result, segments, value);
    }
  }
  return { ...(compact(result) as ParsedQuery) };
}
