import { z } from 'zod';
import { productTypeSchema } from '../brand-config';
import { EVENT_LIMITS, EVENTS_TOKEN_HEADER } from '../constants';
import { defineEndpoint } from '../endpoint';

export const logLevelSchema = z.enum(['debug', 'info', 'warn', 'error']);
export type LogLevel = z.infer<typeof logLevelSchema>;

export { EVENT_LIMITS, EVENTS_TOKEN_HEADER, MAX_EVENT_BYTES } from '../constants';

/** Scalar property values only: events carry nothing personal and no token (design.md "Events"). */
const eventPropertyValueSchema = z.union([z.string().max(EVENT_LIMITS.text), z.number(), z.boolean(), z.null()]);

/** spec §3 "Tracking event" eventData. */
export const eventDataSchema = z.strictObject({
  appVersion: z.string().min(1).max(50),
  externalUserId: z.string().max(200).optional().describe('Partner user id after single sign-on'),
  brand: z.string().min(1).max(200),
  subBrand: z.string().max(200).optional(),
  cartId: z.string().max(200).optional(),
  product: productTypeSchema.optional(),
  domain: z.string().min(1).max(253),
  fingerprint: z.string().min(1).max(200).describe('Browser id kept in local storage under user-fingerprint'),
  sessionFingerprint: z.string().min(1).max(200).describe('Session id kept under session-fingerprint'),
});

/** spec §3 "Tracking event" (body of POST /api/events). */
export const trackingEventSchema = z.strictObject({
  eventName: z
    .string()
    .min(1)
    .max(200)
    .describe('e.g. viewed.app-error-[maintenance-mode], error.get-initial-state (spec §8)'),
  logLevel: logLevelSchema,
  eventProperties: z
    .record(z.string().max(EVENT_LIMITS.key), eventPropertyValueSchema)
    .refine((properties) => Object.keys(properties).length <= EVENT_LIMITS.properties, {
      message: `at most ${EVENT_LIMITS.properties} properties`,
    }),
  eventData: eventDataSchema,
  project: z.string().min(1).max(100),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** Event receiver (spec §7 "Event tracking"). */
export const eventsApi = {
  Track: defineEndpoint({
    id: 'Events.Track',
    service: 'events',
    method: 'POST',
    path: '/api/events',
    summary: `Stores one tracking event. Requires header \`${EVENTS_TOKEN_HEADER}\`; sent with keepalive.`,
    tag: 'Events',
    body: trackingEventSchema,
    result: z.object({ accepted: z.boolean() }),
  }),
};
