/** A query value the client knows how to write. */
export type QueryValue = string | number | boolean | Date | null | undefined | readonly QueryValue[];

/** Keys whose arrays are indexed (`populate[0]=a&populate[1]=b`) as Strapi expects (spec §7 brand configuration). */
const INDEXED_ARRAY_KEYS = new Set(['populate']);

function scalar(value: Exclude<QueryValue, readonly QueryValue[]>): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Query string for a call: arrays as repeated keys (ASP.NET binding, e.g. `ProductIds=1&ProductIds=2`),
 * `populate` arrays indexed, null/undefined omitted. Returns '' or a string starting with '?'.
 */
export function serialiseQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      const items = value.map((item) => scalar(item as Exclude<QueryValue, readonly QueryValue[]>));
      const present = items.filter((item): item is string => item !== null);
      present.forEach((item, index) => search.append(INDEXED_ARRAY_KEYS.has(key) ? `${key}[${index}]` : key, item));
    } else {
      const item = scalar(value as Exclude<QueryValue, readonly QueryValue[]>);
      if (item !== null) search.append(key, item);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
