/**
 * The contract's plain values (lists, limits, names) in a module without zod: the web app's first screen reads
 * them (the search form's limits, tracking, the runtime config element) and must not load zod or any schema for
 * them (issue 16: first-load JS). The schemas build on these lists; the modules that did hold them re-export them.
 */

/** ISO 4217: three capital letters. */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Product types of spec §1. */
export const PRODUCT_TYPES = ['H', 'DP', 'F', 'FF', 'HGH'] as const;
export type ProductTypeValue = (typeof PRODUCT_TYPES)[number];

/** True for one of spec §1's product types (the zod-free twin of `productTypeSchema.safeParse`). */
export function isProductType(value: unknown): value is ProductTypeValue {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}

/** Meal plans; ALL_MEAL_PLANS is a filter value meaning "any" (spec §5: passed as is). */
export const MEAL_PLANS = [
  'ALL_MEAL_PLANS',
  'ROOM_ONLY',
  'BREAKFAST',
  'HALF_BOARD',
  'FULL_BOARD',
  'ALL_INCLUSIVE',
] as const;

/** Cabin classes, cheapest first. */
export const CABIN_CLASSES = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;
export const DEFAULT_CABIN_CLASS: (typeof CABIN_CLASSES)[number] = 'ECONOMY';

/** Most rooms one stay search books; each room holds what a one-room search holds. */
export const MAX_ROOMS = 8;
export const MAX_ROOM_ADULTS = 9;
export const MAX_ROOM_CHILDREN = 8;
/** A party of several rooms: at most this many adults and children in all (a group, not a hotel takeover). */
export const MAX_STAY_ADULTS = 32;
export const MAX_STAY_CHILDREN = 16;

/**
 * An event's bounds (issue 15: events of about 180 KB filled the store): at most 20 properties of 500
 * characters each fit well within 16 KB, the body size past which the API answers 413.
 */
export const EVENT_LIMITS = { properties: 20, text: 500, key: 100 } as const;
export const MAX_EVENT_BYTES = 16 * 1024;
/** Header that carries the events token (spec §7 "a custom header carries a token"). */
export const EVENTS_TOKEN_HEADER = 'X-Events-Token';

/** Marker in index.html that the API replaces with the runtime config script tag. */
export const RUNTIME_CONFIG_MARKER = '<!--wayfare:runtime-config-->';
/** Id of the `<script type="application/json">` element that carries the runtime config. */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';
