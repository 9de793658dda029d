import { EVENT_LIMITS, isProductType } from '@wayfare/contract';
import type { TrackingEvent } from '@wayfare/contract';
import type { TrackRequest } from '../../../lib/track-bus';

/** spec §3 "Tracking event" `project`: which application sent the event. */
export const TRACKING_PROJECT = 'wayfare-web';

/** Who and where, read when the event is sent (spec §3 eventData). */
export interface TrackingContext {
  appVersion: string;
  /** The brand's brandBase; the domain when the brand configuration could not load. */
  brand: string;
  /** The brand's brandOrigin (the partner origin within the brand). */
  subBrand?: string;
  domain: string;
  fingerprint: string;
  sessionFingerprint: string;
  externalUserId?: string;
}

const { properties: MAX_PROPERTIES, text: MAX_TEXT, key: MAX_KEY } = EVENT_LIMITS;

/** Scalars only, at most EVENT_LIMITS.properties, long texts cut (the receiver's limits, contract trackingEventSchema). */
function cleanProperties(properties: TrackRequest['eventProperties'] = {}): TrackingEvent['eventProperties'] {
  const entries = Object.entries(properties)
    .slice(0, MAX_PROPERTIES)
    .map(([key, value]) => [key.slice(0, MAX_KEY), typeof value === 'string' ? value.slice(0, MAX_TEXT) : value]);
  return Object.fromEntries(entries) as TrackingEvent['eventProperties'];
}

/** The body of POST {eventsUrl} (spec §7 "Event tracking") for one request. */
export function buildTrackingEvent(request: TrackRequest, context: TrackingContext): TrackingEvent {
  return {
    eventName: request.eventName.slice(0, 200),
    logLevel: request.logLevel ?? 'info',
    eventProperties: cleanProperties(request.eventProperties),
    eventData: {
      appVersion: context.appVersion,
      brand: context.brand,
      domain: context.domain,
      fingerprint: context.fingerprint,
      sessionFingerprint: context.sessionFingerprint,
      ...(context.externalUserId ? { externalUserId: context.externalUserId } : {}),
      ...(context.subBrand ? { subBrand: context.subBrand } : {}),
      ...(request.cartId ? { cartId: request.cartId.slice(0, 200) } : {}),
      ...(isProductType(request.product) ? { product: request.product } : {}),
    },
    project: TRACKING_PROJECT,
  };
}
