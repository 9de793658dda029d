import { z } from 'zod';

/** Shared field schemas: one definition per format so every endpoint rejects the same junk the same way. */

/** A calendar date without time, `YYYY-MM-DD`, that exists (no 2025-02-30). */
export const isoDateSchema = z.iso.date().describe('Calendar date, YYYY-MM-DD');

/**
 * The earliest travel date a search accepts: today where the day starts last (UTC-12), so a traveller
 * anywhere can still search for their own today, and nothing in the past (issue 15: 2020-01-01 was bookable).
 */
export function earliestTravelDate(now: number = Date.now()): string {
  return new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** A travel date of a search: a calendar date that is not in the past. */
export const travelDateSchema = isoDateSchema.refine((value) => value >= earliestTravelDate(), {
  message: 'must not be in the past',
});

/** A local date-time with its UTC offset, e.g. `2025-07-01T08:30:00+02:00` (flight times are local to the airport). */
export const isoDateTimeSchema = z.iso
  .datetime({ offset: true })
  .describe('ISO 8601 date-time with UTC offset (local time of the place)');

export const uuidSchema = z.uuid().describe('UUID');

/** Three upper-case letters: an IATA airport or city code. */
export const iataCodeSchema = z.string().regex(/^[A-Z]{3}$/, 'must be a 3-letter IATA code');

/** Two upper-case letters or a letter and a digit: an IATA airline designator. */
export const airlineCodeSchema = z.string().regex(/^[A-Z0-9]{2}$/, 'must be a 2-character IATA airline code');

export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 alpha-2 code');

// Money lives in ./money (minor units, one rounding rule, one formatter); re-exported so imports keep working.
export { currencyCodeSchema, moneyDeltaSchema, moneySchema, type Money } from './money';

/** An identifier chosen by the server (opaque to clients; URL-safe characters only). */
export const idSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.:~-]+$/, 'must be an identifier (letters, digits, _ . : ~ -)');

/** Minutes of a day, 0 (00:00) to 1440 (24:00). */
export const minuteOfDaySchema = z.number().int().min(0).max(1440);

/** Ages of children at travel time; adults are counted separately. */
export const childrenAgesSchema = z.array(z.number().int().min(0).max(17)).max(8).default([]);

export const adultsSchema = z.number().int().min(1).max(9);

/** Inclusive numeric range; both ends optional so a filter can be open on one side. */
export const rangeSchema = z
  .strictObject({ min: z.number().nonnegative().optional(), max: z.number().nonnegative().optional() })
  .refine((range) => range.min === undefined || range.max === undefined || range.min <= range.max, {
    message: 'min must not exceed max',
  });

/**
 * A list in a query string: Fastify/qs give `?x=a&x=b` and `?x[0]=a&x[1]=b` as an array, `?x=a` as a
 * string; a single string may also be a comma-separated list. Always parses to an array of trimmed items.
 */
export function queryListSchema<T extends z.ZodType<string, string>>(item: T) {
  const split = (value: string) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0);
  return z
    .union([z.array(z.string()), z.string()])
    .transform((value) => (Array.isArray(value) ? value.flatMap(split) : split(value)))
    .pipe(z.array(item).min(1));
}

/**
 * Gathers bracket-indexed query keys into one array: `{ 'populate[0]': 'theme', 'populate[1]': 'offers' }`
 * becomes `{ populate: ['theme', 'offers'] }`. Fastify's default query parser keeps `populate[0]` as a
 * literal key (only `qs` expands it), so servers run this before validating such a query.
 */
export function collectIndexedQuery(query: Record<string, unknown>, name: string): Record<string, unknown> {
  const indexed = new RegExp(`^${name}\\[(\\d*)\\]$`);
  const items: Array<[number, unknown]> = [];
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    const match = indexed.exec(key);
    if (match) items.push([match[1] === '' ? items.length : Number(match[1]), value]);
    else rest[key] = value;
  }
  if (items.length === 0) return rest;
  const collected = items.sort(([a], [b]) => a - b).flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
  const existing = rest[name];
  rest[name] =
    existing === undefined ? collected : [...(Array.isArray(existing) ? existing : [existing]), ...collected];
  return rest;
}

/** Page info of a paged result (the total count sits beside it). */
export const pageInfoSchema = z.object({
  pageNumber: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalPages: z.number().int().nonnegative(),
});

/** Value → how many results have it; powers facet counts (filtersMetadata). */
export function facetCountSchema<T extends z.ZodType>(value: T) {
  return z.array(z.object({ value, count: z.number().int().nonnegative(), label: z.string().optional() }));
}

/** Observed min/max of a numeric facet over the whole search. */
export const boundsSchema = z.object({ min: z.number(), max: z.number() });

export const travellerTypeSchema = z.enum(['ADULT', 'CHILD']);

export const coordinatesSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** Request paging (spec §9: page size 20, first page 1). */
export const pageRequestSchema = z.strictObject({
  pageNumber: z.number().int().min(1).default(1).describe('1-based page number'),
  pageSize: z.number().int().min(1).max(100).default(20).describe('Items per page (spec §9: 20)'),
});

export const PAGE_SIZE = 20;
export const FIRST_PAGE = 1;
