/**
 * Per-route rate limits (issue 15 item 9): the calls a client can abuse one at a time get a stricter limit than
 * the general RATE_LIMIT_MAX. Each is a fixed share of the general one (a three-hundredth) with a floor, so a run
 * that raises RATE_LIMIT_MAX for one shared client address (the e2e server) raises these too, and production keeps
 * the floor. With RATE_LIMIT_MAX=0 the rate-limit plugin is off and these are ignored.
 */
export const ROUTE_LIMIT_FLOORS = {
  /** A guest lookup guesses at order numbers and emails: a few tries a minute are plenty (issue 18). */
  guestLookup: 10,
  /** Password and partner sign-in: guessing passwords or replaying tokens. */
  signIn: 20,
  /** The public events token: a page sends a handful of events, never hundreds a minute. */
  events: 120,
} as const;

export type LimitedRoute = keyof typeof ROUTE_LIMIT_FLOORS;

/** The Fastify route `config` of a limited call, per minute and per client address. */
export function routeLimit(route: LimitedRoute, rateLimitMax: number) {
  const floor = ROUTE_LIMIT_FLOORS[route];
  return { rateLimit: { max: Math.max(floor, Math.floor(rateLimitMax / 300)), timeWindow: '1 minute' } };
}
