/**
 * Dotted paths into a brand document (`attributes.theme.primaryColor`, `attributes.offers.deals.0.title`): how the
 * studio's fields read and write the draft, and how the API names a bad field (issue 20: messages per field).
 */

export type DocumentValue = unknown;

/** The value at `path`, or undefined when a step is missing. */
export function getAt(root: unknown, path: string): DocumentValue {
  let node: unknown = root;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** A copy of `root` with `value` at `path` (objects and arrays on the way are copied, the rest shared). */
export function setAt<T>(root: T, path: string, value: DocumentValue): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]];
  const source = (root ?? {}) as Record<string, unknown> | unknown[];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(source) ? [...source] : { ...source };
  const child = (source as Record<string, unknown>)[key];
  (copy as Record<string, unknown>)[key] = rest.length === 0 ? value : setAt(child, rest.join('.'), value);
  if (value === undefined && rest.length === 0 && !Array.isArray(copy)) delete copy[key];
  return copy as T;
}

/**
 * Field messages keyed by document path. The API names SaveDraft fields from the body (`document.attributes…`)
 * and publish checks from the document (`attributes…`); both become `attributes…`.
 */
export function errorsByPath(errors: readonly { field: string; message: string }[]): Map<string, string> {
  const byPath = new Map<string, string>();
  for (const { field, message } of errors) {
    const path = field.replace(/^document\./, '');
    if (!byPath.has(path)) byPath.set(path, message);
  }
  return byPath;
}

/** Moves the item at `from` to `to` in a copy of the list (product order, deals). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}
