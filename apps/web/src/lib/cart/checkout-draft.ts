import { useCallback, useState } from 'react';
import type { z } from 'zod';

const PREFIX = 'wayfare.checkout.';

/** sessionStorage key of one draft: `wayfare.checkout.<cartId>.<key>`. */
export function draftKey(cartId: string, key: string): string {
  return `${PREFIX}${cartId}.${key}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): drafts are then simply not kept.
    return null;
  }
}

/** Same JSON kind as the initial value (object, array, string, number, boolean): the fallback check. */
function sameKind(value: unknown, initial: unknown): boolean {
  if (Array.isArray(initial)) return Array.isArray(value);
  if (initial === null) return value === null;
  if (typeof initial === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === typeof initial;
}

/**
 * The stored draft, or `initial` when there is none or it does not validate (bad JSON, another shape, a value
 * the schema refuses): a broken draft must never break the checkout. Objects are merged over `initial` so a
 * draft written by an older form still gets the fields added since.
 */
export function readDraft<T>(cartId: string, key: string, initial: T, schema?: z.ZodType<T>): T {
  const raw = storage()?.getItem(draftKey(cartId, key));
  if (raw == null) return initial;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return initial;
  }
  if (schema) {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed.data : initial;
  }
  if (!sameKind(value, initial)) return initial;
  if (typeof initial === 'object' && initial !== null && !Array.isArray(initial)) {
    return { ...initial, ...(value as object) } as T;
  }
  return value as T;
}

export function writeDraft<T>(cartId: string, key: string, value: T): void {
  try {
    storage()?.setItem(draftKey(cartId, key), JSON.stringify(value));
  } catch {
    // Quota exceeded or blocked: the draft is a convenience, the saved cart stays the source of truth.
  }
}

/** Removes the drafts of one cart, or of every cart when no id is given (cleaning checkout, spec §4). */
export function clearCheckoutDrafts(cartId?: string): void {
  const store = storage();
  if (!store) return;
  const prefix = cartId === undefined ? PREFIX : `${PREFIX}${cartId}.`;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const name = store.key(index);
    if (name?.startsWith(prefix)) keys.push(name);
  }
  keys.forEach((name) => store.removeItem(name));
}

/**
 * useState persisted in sessionStorage so nothing typed is lost on a reload (issue 7). Reads once on mount;
 * every set writes through. Pass a schema to validate the stored value strictly.
 */
export function useCheckoutDraft<T>(
  cartId: string,
  key: string,
  initial: T,
  schema?: z.ZodType<T>,
): [T, (value: T | ((previous: T) => T)) => void] {
  const [value, setState] = useState<T>(() => readDraft(cartId, key, initial, schema));
  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      setState((previous) => {
        const resolved = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
        writeDraft(cartId, key, resolved);
        return resolved;
      });
    },
    [cartId, key],
  );
  return [value, setValue];
}
