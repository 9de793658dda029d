import { parse } from 'node:querystring';

/** Bounds of the query string (issue 15 item 1): a short URL must never cost more than a linear scan. */
export const QUERY_LIMITS = { parameters: 100, index: 100 } as const;

/** Set on a parsed query that broke a limit; the error handler's hook answers 400 naming the parameter. */
export const QUERY_LIMIT_ERROR = Symbol('queryLimitError');

export interface QueryLimitError {
  field: string;
  message: string;
}

export type QueryValue = string | string[];
export type ParsedQuery = Record<string, QueryValue> & { [QUERY_LIMIT_ERROR]?: QueryLimitError };

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** `name[3]` or `name[]`: the only bracket shape the contract uses (spec §7, Strapi's `populate[n]`). */
const INDEXED_KEY = /^([^[\]]+)\[(\d*)\]$/;

function refused(field: string, message: string): ParsedQuery {
  const query: ParsedQuery = {};
  Object.defineProperty(query, QUERY_LIMIT_ERROR, { value: { field, message }, enumerable: false });
  return query;
}

function countParameters(input: string): number {
  let count = 1;
  for (let i = input.indexOf('&'); i !== -1; i = input.indexOf('&', i + 1)) count += 1;
  return count;
}

/**
 * The platform's flat parser plus bounded indexes: `populate[1]=offers&populate[0]=theme` gives
 * `{ populate: ['theme', 'offers'] }`, `x[]=a&x[]=b` and `x=a&x=b` give arrays, any other bracket
 * key stays a literal key. More than `QUERY_LIMITS.parameters` pairs or an index above
 * `QUERY_LIMITS.index` is refused (a flagged empty query, never an exception: the router calls this).
 */
export function parseQueryString(input: string): ParsedQuery {
  if (input.length === 0) return {};
  if (countParameters(input) > QUERY_LIMITS.parameters) {
    return refused('query', `At most ${QUERY_LIMITS.parameters} query parameters are accepted`);
  }
  const flat = parse(input, '&', '=', { maxKeys: QUERY_LIMITS.parameters });
  const result: Record<string, QueryValue> = {};
  const indexed = new Map<string, Array<[number, string]>>();
  for (const [key, raw] of Object.entries(flat)) {
    const values = Array.isArray(raw) ? raw : [raw ?? ''];
    const match = INDEXED_KEY.exec(key);
    const name = match ? match[1]! : key;
    if (FORBIDDEN_KEYS.has(name)) continue;
    if (!match) {
      result[name] = values.length === 1 ? values[0]! : values;
      continue;
    }
    const index = match[2] === '' ? Number.POSITIVE_INFINITY : Number(match[2]);
    if (match[2] !== '' && index > QUERY_LIMITS.index) {
      return refused(name, `Index ${match[2]} of ${name} is above ${QUERY_LIMITS.index}`);
    }
    const items = indexed.get(name) ?? [];
    for (const value of values) items.push([index, value]);
    indexed.set(name, items);
  }
  for (const [name, items] of indexed) {
    // Stable sort: `name[]` items keep their order after the numbered ones; holes simply do not exist.
    const collected = items.sort(([a], [b]) => (a === b ? 0 : a < b ? -1 : 1)).map(([, value]) => value);
    const existing = result[name];
    result[name] =
      existing === undefined ? collected : [...(Array.isArray(existing) ? existing : [existing]), ...collected];
  }
  return result;
}

/** The limit a parsed query broke, if any. */
export function queryLimitError(query: unknown): QueryLimitError | undefined {
  return query && typeof query === 'object' ? (query as ParsedQuery)[QUERY_LIMIT_ERROR] : undefined;
}
