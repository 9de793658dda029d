/** The price calendar in the API bench (issue 19 item 1): GetPriceCalendar next to RetrieveProposals. */
import { loadTest } from './load.mjs';
import { BUSINESS_PROFILE, isoDaysFrom, TRANSPORT } from './shopping.mjs';

/** The benched flight route (MAD–FCO, 2 adults, a week's round trip) over the picker's whole window: 62 days. */
export function calendarBody({ from } = {}) {
  return {
    departure: 'MAD',
    destination: 'FCO',
    from: isoDaysFrom(42, from),
    days: 62,
    nights: 7,
    adults: 2,
    childrenAges: [],
    businessProfileId: BUSINESS_PROFILE.F,
  };
}

/**
 * One cold call first (its time is what the first traveller on a route waits: every route-day generated), then the
 * warm calendar under load, for throughput (`connections`) and latency (`latencyConnections`), like the proposals.
 */
export async function calendarLoad({ origin, connections, latencyConnections, durationSeconds }) {
  const path = `${TRANSPORT}/GetPriceCalendar`;
  const body = JSON.stringify(calendarBody());
  const started = performance.now();
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const envelope = await response.json();
  const coldMs = Math.round(performance.now() - started);
  if (response.status !== 200)
    throw new Error(`GetPriceCalendar: HTTP ${response.status} ${JSON.stringify(envelope.error)}`);
  const priced = envelope.result.days.filter((day) => day.price !== null).length;
  const target = { method: 'POST', path, body };
  const described = (load) => ({ ...load, route: `POST ${path}`, coldMs, days: envelope.result.days.length, priced });
  return {
    throughput: described(await loadTest({ origin, target, connections, durationSeconds })),
    latency: described(await loadTest({ origin, target, connections: latencyConnections, durationSeconds })),
  };
}
