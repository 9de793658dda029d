import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OrderRepository } from '../src/db/repositories/order-repository';
import { openDatabase } from '../src/db/client';
import { EMAIL_QUEUE, installEmailQueue, QUEUE_SCHEMA } from '../src/email/email-queue';
import { memberToken } from './cart-helpers';
import { bookStay } from './booking-helpers';
import { freePort, startFakeSmtp } from './fake-smtp';
import type { FakeSmtp } from './fake-smtp';
import { resultOf } from './hdp-helpers';
import { buildTestApp, usesPostgres } from './helper';
import { adminQuery, databaseUrl } from './setup/postgres-admin';
import { bootingTestTimeout } from './setup/limits';

// Issue 18 item 4: the pg-boss email queue's guarantees, on PGlite (project api) and PostgreSQL (api-postgres).

class LaterStepFailed extends Error {}

describe('the email job and the booking transaction', () => {
  let app: FastifyInstance;
  let member: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
    member = { authorization: `Bearer ${await memberToken(app, 'Member - no points')}` };
  });
  afterAll(() => app?.close());

  it('is rolled back with a booking change that fails after queueing it: nothing is sent', async () => {
    const orderNumber = await bookStay(app, { headers: member });
    await app.emailWorker.runOnce();
    // A cancellation whose transaction fails after its email was queued (a later step throwing).
    const failing = new OrderRepository(app.db, {
      enqueue: async (tx, number, kind) => {
        await app.emailQueue.enqueue(tx, number, kind);
        throw new LaterStepFailed('a later step of the booking failed');
      },
    });
    const refund = () => ({ refund: { total: { amount: 0, currency: 'EUR' } }, points: 0 });
    await expect(failing.cancel(orderNumber, refund, new Date())).rejects.toBeInstanceOf(LaterStepFailed);

    expect((await app.emailQueue.jobsOf(orderNumber)).map((job) => [job.kind, job.state])).toEqual([
      ['CONFIRMATION', 'completed'],
    ]);
    expect(await app.emailWorker.runOnce()).toEqual({ sent: 0, failed: 0 });
    const outbox = resultOf<{ messages: { orderNumber: string; kind: string }[] }>(await app.inject('/api/dev/outbox'));
    expect(outbox.messages.filter((item) => item.orderNumber === orderNumber).map((item) => item.kind)).toEqual([
      'CONFIRMATION',
    ]);
    // The same cancellation committed this time queues its email.
    await new OrderRepository(app.db, app.emailQueue).cancel(orderNumber, refund, new Date());
    expect((await app.emailQueue.jobsOf(orderNumber)).map((job) => job.kind)).toEqual(['CONFIRMATION', 'CANCELLATION']);
  });

  it('that can never be sent (its order is gone) is given up at once, alerted and listed as failed', async () => {
    const errors = vi.spyOn(app.log, 'error');
    await app.db.transaction(async (tx) => app.emailQueue.enqueue(tx, 'WF-GONE0001', 'CONFIRMATION'));
    expect((await app.emailWorker.runOnce()).failed).toBe(1);
    const [job] = await app.emailQueue.jobsOf('WF-GONE0001');
    expect(job).toMatchObject({ state: 'cancelled', attempts: 1, lastError: 'order WF-GONE0001 not found' });
    expect(errors).toHaveBeenCalledWith(
      expect.objectContaining({ orderNumber: 'WF-GONE0001' }),
      'booking email failed for good',
    );
    await expect(app.emailWorker.runOnce()).resolves.toEqual({ sent: 0, failed: 0 });
    const { failed } = resultOf<{ failed: { orderNumber: string; lastError: string | null }[] }>(
      await app.inject('/api/dev/outbox'),
    );
    expect(failed.find((entry) => entry.orderNumber === 'WF-GONE0001')?.lastError).toBe('order WF-GONE0001 not found');
  });

  it('is claimed by one of two workers fetching at the same time', async () => {
    const numbers = ['WF-CLAIM0001', 'WF-CLAIM0002', 'WF-CLAIM0003'];
    await app.db.transaction(async (tx) => {
      for (const number of numbers) await app.emailQueue.enqueue(tx, number, 'CONFIRMATION');
      // Queued twice in one transaction: the job id is the order's and kind's, so still one job.
      await app.emailQueue.enqueue(tx, numbers[0]!, 'CONFIRMATION');
    });
    const [first, second] = await Promise.all([app.emailQueue.fetchDue(10), app.emailQueue.fetchDue(10)]);
    const claimed = [...first!, ...second!].map((job) => job.data.orderNumber).sort();
    expect(claimed).toEqual(numbers);
    await Promise.all([...first!, ...second!].map((job) => app.emailQueue.complete(job)));
  });
});

// Two API instances on one database exist only with PostgreSQL: PGlite is embedded in one process.
describe.skipIf(!usesPostgres())('two API instances on one PostgreSQL database', () => {
  const apps: FastifyInstance[] = [];
  let smtp: FakeSmtp;
  beforeAll(async () => {
    const port = await freePort();
    smtp = await startFakeSmtp(port);
    // Both workers on their timers, as in production behind a load balancer.
    const env = { SUPPLIER_LATENCY_MS: '0', SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_POLL_MS: '50' };
    apps.push(await buildTestApp({ env }));
    apps.push(await buildTestApp({ env, config: { databaseUrl: apps[0]!.config.databaseUrl } }));
  }, bootingTestTimeout(2));
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await smtp?.close();
  });

  it('send each booking email exactly once', async () => {
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const member = { authorization: `Bearer ${await memberToken(one, 'Member - no points')}` };
    const orders = [
      await bookStay(one, { headers: member }),
      await bookStay(two, { headers: member }),
      await bookStay(one, { headers: member }),
    ];
    const sentFor = (orderNumber: string) => smtp.messages.filter((raw) => raw.includes(orderNumber)).length;
    await vi.waitFor(() => expect(orders.map(sentFor)).toEqual([1, 1, 1]), { timeout: 20_000, interval: 100 });
    // Hand-run passes on both at once as well: each claims what the other does not.
    await Promise.all([one.emailWorker.runOnce(), two.emailWorker.runOnce(), one.emailWorker.runOnce()]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(orders.map(sentFor)).toEqual([1, 1, 1]);
    for (const orderNumber of orders) {
      expect((await two.emailQueue.jobsOf(orderNumber)).map((job) => [job.state, job.attempts])).toEqual([
        ['completed', 1],
      ]);
    }
  });
});

describe.skipIf(!usesPostgres())("pg-boss's schema on a fresh PostgreSQL database", () => {
  const name = `wayfare_boss_${randomBytes(5).toString('hex')}`;
  beforeAll(() => adminQuery(`CREATE DATABASE ${name}`));
  afterAll(() => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('is created once when four instances boot together', async () => {
    const open = () => openDatabase({ databaseUrl: databaseUrl(name), dataDir: '', onError: () => undefined });
    const databases = await Promise.all([open(), open(), open(), open()]);
    try {
      const check = databases[0]!.executor;
      const { rows: versions } = await check.executeSql(`SELECT version FROM ${QUEUE_SCHEMA}.version`);
      expect(versions).toHaveLength(1);
      const { rows: queues } = await check.executeSql(
        `SELECT name, retry_limit, retry_backoff FROM ${QUEUE_SCHEMA}.queue`,
      );
      expect(queues).toEqual([{ name: EMAIL_QUEUE, retry_limit: 7, retry_backoff: true }]);
      // A later boot with the same policy writes nothing; one with another policy updates it.
      const updatedOn = `SELECT updated_on, retry_delay FROM ${QUEUE_SCHEMA}.queue`;
      const [before] = (await check.executeSql(updatedOn)).rows;
      await installEmailQueue(check);
      expect((await check.executeSql(updatedOn)).rows).toEqual([before]);
      await check.executeSql(`UPDATE ${QUEUE_SCHEMA}.queue SET retry_delay = 5`);
      await installEmailQueue(check);
      expect((await check.executeSql(updatedOn)).rows[0]).toMatchObject({ retry_delay: 30 });
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});
