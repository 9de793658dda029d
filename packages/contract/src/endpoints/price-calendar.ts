import { z } from 'zod';
import {
  adultsSchema,
  childrenAgesSchema,
  iataCodeSchema,
  isoDateSchema,
  moneySchema,
  travelDateSchema,
} from '../common';
import { defineEndpoint } from '../endpoint';
import { cabinClassSchema } from '../search-party';

/**
 * Flexible dates (issue 19 item 1): the lowest price per day over a window, from the inventory model (not a
 * search per day), priced like a search by the pricing authority (brand currency, member price for a member).
 * A day's price is the cheapest proposal a search for that day returns.
 */

/** Longest window one call answers: two calendar months side by side. */
export const PRICE_CALENDAR_MAX_DAYS = 62;

const windowFields = {
  from: travelDateSchema.describe('First day of the window (not in the past)'),
  days: z.number().int().min(1).max(PRICE_CALENDAR_MAX_DAYS).default(31).describe('Days in the window'),
  adults: adultsSchema,
  childrenAges: childrenAgesSchema,
  businessProfileId: z
    .string()
    .min(1)
    .max(200)
    .describe("The brand's profile: prices are in that brand's currency, with its member prices"),
};

export const flightPriceCalendarBodySchema = z
  .strictObject({
    departure: iataCodeSchema,
    destination: iataCodeSchema,
    ...windowFields,
    nights: z
      .number()
      .int()
      .min(0)
      .max(30)
      .optional()
      .describe('Round trip returning this many days after each departure day; absent for one-way'),
    cabinClass: cabinClassSchema
      .optional()
      .describe('The cabin the search asks for (issue 19 item 8); ECONOMY when absent'),
  })
  .refine((body) => body.departure !== body.destination, {
    message: 'destination must differ from departure',
    path: ['destination'],
  });

export const stayPriceCalendarBodySchema = z.strictObject({
  destination: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be a destination code')
    .describe('City or airport code, or a hotel id (its city)'),
  ...windowFields,
  nights: z.number().int().min(1).max(30).default(1).describe('Nights from each check-in day'),
});

export const priceCalendarDaySchema = z.object({
  date: isoDateSchema,
  /** null when nothing is sold that day. */
  price: moneySchema.nullable().describe('Lowest list price of the day (the cheapest proposal), null when none'),
  memberPrice: moneySchema.optional().describe("The same offer's member price, for a member of the brand"),
});

export const priceCalendarResultSchema = z.object({
  currency: z.string(),
  days: z.array(priceCalendarDaySchema),
});

export type PriceCalendarDay = z.infer<typeof priceCalendarDaySchema>;
export type PriceCalendarResult = z.infer<typeof priceCalendarResultSchema>;

/** The two calendars sit with the service whose search they stand for (shopping-transport.ts, shopping-hdp.ts). */
export const flightPriceCalendarEndpoint = defineEndpoint({
  id: 'ShoppingTransportService.GetPriceCalendar',
  service: 'booking',
  method: 'POST',
  path: '/api/services/app/ShoppingTransportService/GetPriceCalendar',
  summary:
    'Lowest price per departure day for a route and travellers (one-way, or a round trip of `nights`), ' +
    'over up to 62 days; each day equals the cheapest proposal of a search for that day.',
  tag: 'ShoppingTransportService',
  body: flightPriceCalendarBodySchema,
  result: priceCalendarResultSchema,
});

export const stayPriceCalendarEndpoint = defineEndpoint({
  id: 'ShoppingHDPService.GetPriceCalendar',
  service: 'booking',
  method: 'POST',
  path: '/api/services/app/ShoppingHDPService/GetPriceCalendar',
  summary:
    'Lowest stay price per check-in day for a destination, `nights` and travellers, over up to 62 days; ' +
    'each day equals the cheapest proposal of a hotel search (H) for that day.',
  tag: 'ShoppingHDPService',
  body: stayPriceCalendarBodySchema,
  result: priceCalendarResultSchema,
});
