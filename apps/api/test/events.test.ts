import { EVENTS_TOKEN_HEADER } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helper';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { EVENTS_TOKEN: 'events-token-for-tests' } });
});
afterAll(() => app.close());

const event = {
  eventName: 'viewed.app-error-[maintenance-mode]',
  logLevel: 'info',
  eventProperties: { route: '/', attempt: 1, consent: true },
  eventData: {
    appVersion: '1.2.3',
    brand: 'Wayfare',
    domain: 'localhost',
    fingerprint: 'fp-1',
    sessionFingerprint: 'sfp-1',
    product: 'DP',
  },
  project: 'wayfare-web',
};
const send = (payload: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/events',
    payload: payload as object,
    headers: token === undefined ? {} : { [EVENTS_TOKEN_HEADER]: token },
  });

describe('POST /api/events', () => {
  it('stores a valid event and answers 202', async () => {
    const res = await send(event, 'events-token-for-tests');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ success: true, result: { accepted: true } });
    const [stored] = await app.eventRepository.latest(1);
    expect(stored).toMatchObject({
      eventName: event.eventName,
      logLevel: 'info',
      project: 'wayfare-web',
      properties: event.eventProperties,
      data: event.eventData,
    });
  });

  it('answers 401 without or with a wrong token, before looking at the body', async () => {
    for (const token of [undefined, 'wrong', '']) {
      const res = await send({ junk: true }, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, error: { message: 'UNAUTHORIZED' } });
    }
  });

  it('rejects an invalid body naming the fields', async () => {
    const res = await send(
      { ...event, logLevel: 'loud', eventData: { ...event.eventData, email: 'x@y.z' } },
      'events-token-for-tests',
    );
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.validationErrors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['logLevel', 'eventData.email']));
  });

  it('bounds an event: 413 in the envelope past 16 KB, 400 for a long property (issue 15)', async () => {
    const huge = { ...event, eventProperties: { note: 'x'.repeat(180_000) } };
    const tooLarge = await send(huge, 'events-token-for-tests');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ success: false, error: { code: 413 } });
    const long = await send({ ...event, eventProperties: { note: 'x'.repeat(501) } }, 'events-token-for-tests');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.validationErrors[0].field).toBe('eventProperties.note');
  });

  it('keeps events for a bounded time and count (retention)', async () => {
    for (let i = 0; i < 5; i += 1) expect((await send(event, 'events-token-for-tests')).statusCode).toBe(202);
    await app.eventRepository.prune({ now: Date.now(), retentionMs: 86_400_000, maxRows: 3 });
    expect(await app.eventRepository.latest(100)).toHaveLength(3);
    await app.eventRepository.prune({ now: Date.now() + 2 * 86_400_000, retentionMs: 86_400_000, maxRows: 3 });
    expect(await app.eventRepository.latest(100)).toHaveLength(0);
  });

  it('puts the same token into the runtime config', async () => {
    expect((await app.inject('/config.json')).json().eventsToken).toBe('events-token-for-tests');
  });
});
