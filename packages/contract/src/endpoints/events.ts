import { z } from 'zod';
import { productTypeSchema } from '../brand-config';
import { defineEndpoint } from '../endpoint';

export const logLevelSchema = z.enum(['debug', 'info', 'warn', 'error']);
export type LogLevel = z.infer<typeof logLevelSchema>;

/** Scalar property values only: events carry nothing personal and no token (design.md "Events"). */
const eventPropertyValueSchema = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

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
    .record(z.string().max(100), eventPropertyValueSchema)
    .refine((properties) => Object.keys(properties).length <= 50, { message: 'at most 50 properties' }),
  eventData: eventDataSchema,
  project: z.string().min(1).max(100),
});
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

/** Header that carries the events token (spec §7 "a custom header carries a token"). */
export const EVENTS_TOKEN_HEADER = 'X-Events-Token';

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
