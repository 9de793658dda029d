import { EVENTS_TOKEN_HEADER } from '@wayfare/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, usesPostgres } from './helper';
import { TEST_TIMEOUT_MS } from './setup/limits';

const TOKEN = 'events-token-for-outage';
const event = {
  eventName: 'viewed.landing',
  logLevel: 'info',
  eventProperties: { route: '/' },
  eventData: { appVersion: '1', brand: 'Wayfare', domain: 'localhost', fingerprint: 'f', sessionFingerprint: 's' },
  project: 'wayfare-web',
};

const MAX_PER_WORKER = 40;

let app: FastifyInstance;
let admin: pg.Client;
let database: string;

const health = () => app.inject('/api/health');
const sendEvent = () =>
  app.inject({ method: 'POST', url: '/api/events', payload: event, headers: { [EVENTS_TOKEN_HEADER]: TOKEN } });

/** Every connection the app holds is killed by the server (what a restart or failover does). */
const terminateBackends = () =>
  admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
    database,
  ]);

function expectOkOrUnavailable(res: LightMyRequestResponse) {
  if (res.statusCode < 300) return;
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ success: false, error: { code: 503, message: 'GENERIC_ERROR' } });
}

// Only PostgreSQL has connections to lose; the embedded database runs in the process.
describe.skipIf(!usesPostgres())('the API survives the database going away (issue 15 item 2)', () => {
  beforeAll(async () => {
    // RATE_LIMIT_MAX=0: the load below is one client address far over the events limit; this file tests the database.
    // Its own database (not the worker's, test/setup/worker-database.ts): this file cuts its connections.
    app = await buildTestApp({ env: { EVENTS_TOKEN: TOKEN, RATE_LIMIT_MAX: '0' }, ownDatabase: true });
    database = new URL(app.config.databaseUrl!).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin?.end();
    await app?.close();
  });

  it(
    'keeps answering while its connections are terminated under load: 2xx or a 503 envelope, never a crash',
    async () => {
      const answers: LightMyRequestResponse[] = [];
      let running = true;
      // Each worker stops after MAX_PER_WORKER answers: on a busy machine the rounds below take longer, and an
      // unbounded loop then only adds work without adding evidence.
      const load = Array.from({ length: 8 }, async (_, worker) => {
        for (let sent = 0; running && sent < MAX_PER_WORKER; sent += 1) {
          answers.push(await (worker % 2 === 0 ? health() : sendEvent()));
        }
      });
      for (let round = 0; round < 10; round += 1) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        await terminateBackends();
      }
      running = false;
      await Promise.all(load);
      expect(answers.length).toBeGreaterThan(20);
      answers.forEach(expectOkOrUnavailable);
      expect((await health()).statusCode).toBe(200);
      expect((await sendEvent()).statusCode).toBe(202);
    },
    3 * TEST_TIMEOUT_MS,
  );

  it('a connection killed while checked out (inside a transaction) fails that transaction, not the process', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      await expect(
        app.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await terminateBackends();
          await new Promise((resolve) => setTimeout(resolve, 100));
          await tx.execute(sql`select 1`);
        }),
      ).rejects.toThrow();
    } finally {
      process.off('uncaughtException', record);
    }
    expect(uncaught).toEqual([]);
    expect((await health()).statusCode).toBe(200);
  });

  it('answers 503 in the envelope while the database refuses connections, and recovers after', async () => {
    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS false`);
    await terminateBackends();
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      result: null,
      success: false,
      error: { code: 503, message: 'GENERIC_ERROR', details: expect.stringContaining('database') },
      unAuthorizedRequest: false,
    });
    const write = await sendEvent();
    expect(write.statusCode).toBe(503);
    expect(write.json().error.message).toBe('GENERIC_ERROR');

    await admin.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS true`);
    expect((await health()).statusCode).toBe(200);
    expect((await sendEvent()).statusCode).toBe(202);
  });
});
