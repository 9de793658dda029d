import { timingSafeEqual } from 'node:crypto';
import { EVENTS_TOKEN_HEADER, eventsApi, MAX_EVENT_BYTES } from '@wayfare/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/api-error';
import { causeOf } from '../../lib/retry-once';
import { registerEndpoint } from '../../lib/route';
import { routeLimit } from '../../lib/route-limits';

/** How long and how many events are kept (issue 15: the store grew without bound). */
export const EVENT_RETENTION = { retentionMs: 30 * 86_400_000, maxRows: 100_000 } as const;
const PRUNE_EVERY = 500;

/** Event receiver (spec §7 "Event tracking"): the token is checked before the body, then the event is stored. */
export async function eventRoutes(app: FastifyInstance) {
  const expected = Buffer.from(app.config.eventsToken);
  const checkToken = async (request: FastifyRequest) => {
    const given = request.headers[EVENTS_TOKEN_HEADER.toLowerCase()];
    const buffer = Buffer.from(typeof given === 'string' ? given : '');
    if (buffer.length !== expected.length || !timingSafeEqual(buffer, expected)) {
      throw unauthorized(`Missing or wrong ${EVENTS_TOKEN_HEADER} header`);
    }
  };

  // Retention runs at start-up and every PRUNE_EVERY events, off the request's path.
  let received = 0;
  const prune = () =>
    app.eventRepository
      .prune({ now: Date.now(), ...EVENT_RETENTION })
      .catch((error: unknown) => app.log.warn({ cause: causeOf(error) }, 'event retention failed'));
  app.addHook('onReady', async () => void prune());

  registerEndpoint(
    app,
    eventsApi.Track,
    async ({ body }, _request, reply) => {
      await app.eventRepository.insert(body);
      received += 1;
      if (received % PRUNE_EVERY === 0) void prune();
      reply.code(202);
      return { accepted: true };
    },
    { preHandler: checkToken, bodyLimit: MAX_EVENT_BYTES, config: routeLimit('events', app.config.rateLimitMax) },
  );
}
