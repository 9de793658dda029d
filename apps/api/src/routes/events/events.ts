import { timingSafeEqual } from 'node:crypto';
import { EVENTS_TOKEN_HEADER, eventsApi } from '@wayfare/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/api-error';
import { registerEndpoint } from '../../lib/route';

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

  registerEndpoint(
    app,
    eventsApi.Track,
    async ({ body }, _request, reply) => {
      await app.eventRepository.insert(body);
      reply.code(202);
      return { accepted: true };
    },
    { preHandler: checkToken },
  );
}
