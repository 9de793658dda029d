import { eventsRoutes } from '@wayfare/contract';
import type { TrackingEvent } from '@wayfare/contract';
import { reportError } from '../../../lib/error-reporting';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/**
 * spec §7 "Event tracking": POST to the event receiver (runtime `eventsUrl`) with the token header (added by the
 * HTTP client) and keepalive, so an event sent while leaving the page still arrives. A failure is reported and
 * never reaches the caller: tracking must not block or break the page.
 */
export function sendTrackingEvent(event: TrackingEvent): void {
  callEndpoint(eventsRoutes.Track, { body: event, keepalive: true }).catch((error: unknown) =>
    reportError(error, { source: 'tracking', eventName: event.eventName }),
  );
}
