import { z } from 'zod';

/**
 * Text the product accepts (issue 15 item 8): no NUL (PostgreSQL refuses it in text and JSON, so it
 * reached the database as a 500) and no lone UTF-16 surrogate (not a character; it cannot be encoded).
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or lone surrogates';

export function isSafeText(value: string): boolean {
  return !UNSAFE_TEXT.test(value);
}

/** The shared refinement for free-text fields: `textSchema.min(1)` etc. */
export const textSchema = z.string().refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE });

/**
 * The first unsafe string anywhere in a request part (keys included), as a field path (`travellers.0.firstName`);
 * servers run it on every body, query and params so that no free-text field can miss the rule.
 */
export function findUnsafeText(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path.join('.');
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key)) return [...path, '(key)'].join('.');
    const found = findUnsafeText(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}
