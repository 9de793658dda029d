import type { OutboxEntry, OutboxMessage, TripDetail } from '@wayfare/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_EMAIL_ATTEMPTS } from '../src/email/email-queue';
import { memberToken } from './cart-helpers';
import { bookStay } from './booking-helpers';
import { makeRetriesDue } from './email-helpers';
import { freePort, startFakeSmtp } from './fake-smtp';
import type { FakeSmtp } from './fake-smtp';
import { resultOf } from './hdp-helpers';
import { buildTestApp } from './helper';

// Issue 18 item 4: confirmation and cancellation emails are queued (pg-boss) with the booking and sent by the
// worker, to the outbox without SMTP_URL; an SMTP failure is retried with backoff and never touches the booking.

const ORDERS = '/api/services/app/Orders';

const myTrip = async (app: FastifyInstance, orderNumber: string, headers: Record<string, string>) =>
  resultOf<TripDetail>(await app.inject({ url: `${ORDERS}/GetMyTrip?orderNumber=${orderNumber}`, headers }));

describe('booking emails without SMTP: the outbox', () => {
  let app: FastifyInstance;
  let member: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0' } });
    member = { authorization: `Bearer ${await memberToken(app, 'Member - 50,000 points')}` };
  });
  afterAll(() => app?.close());

  const outbox = async () => resultOf<{ messages: OutboxEntry[] }>(await app.inject('/api/dev/outbox')).messages;
  const message = async (id: number) => resultOf<OutboxMessage>(await app.inject(`/api/dev/outbox/message?id=${id}`));

  it('queues one confirmation with the booking and the worker writes it to the outbox', async () => {
    const orderNumber = await bookStay(app, { headers: member });
    const jobs = await app.emailQueue.jobsOf(orderNumber);
    expect(jobs.map((job) => [job.kind, job.attempts, job.state])).toEqual([['CONFIRMATION', 0, 'created']]);

    const run = await app.emailWorker.runOnce();
    expect(run.sent).toBeGreaterThanOrEqual(1);
    expect(run.failed).toBe(0);
    const [job] = await app.emailQueue.jobsOf(orderNumber);
    expect(job).toMatchObject({ state: 'completed', attempts: 1 });

    const entry = (await outbox()).find((item) => item.orderNumber === orderNumber && item.kind === 'CONFIRMATION');
    expect(entry?.subject).toBe(`Your Wayfare booking ${orderNumber} is confirmed`);
    expect(entry?.to).toBe('anna@example.com');
    const full = await message(entry!.id);
    expect(full.text).toContain(`Order number: ${orderNumber}`);
    expect(full.text).toContain('Anna');
    expect(full.html).toContain(`/trips/${orderNumber}"`);
    // Sent jobs are not sent again.
    expect((await app.emailWorker.runOnce()).sent).toBe(0);
    expect((await outbox()).filter((item) => item.orderNumber === orderNumber)).toHaveLength(1);
  });

  it("writes the email in the order's language and queues the cancellation once, with its refund", async () => {
    const orderNumber = await bookStay(app, { headers: member, language: 'fr' });
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await app.inject({
        method: 'POST',
        url: `${ORDERS}/CancelTrip`,
        headers: member,
        payload: { orderNumber },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const kinds = (await app.emailQueue.jobsOf(orderNumber)).map((job) => job.kind);
    expect(kinds).toEqual(['CONFIRMATION', 'CANCELLATION']);
    await app.emailWorker.runOnce();
    const mine = (await outbox()).filter((item) => item.orderNumber === orderNumber);
    expect(mine.map((item) => item.subject).sort()).toEqual([
      `Votre réservation Wayfare ${orderNumber} est annulée`,
      `Votre réservation Wayfare ${orderNumber} est confirmée`,
    ]);
    const cancellation = await message(mine.find((item) => item.kind === 'CANCELLATION')!.id);
    expect(cancellation.text).toMatch(/Remboursement : /);
  });

  it('answers 404 for an unknown message and 400 for a bad id', async () => {
    expect((await app.inject('/api/dev/outbox/message?id=999999')).statusCode).toBe(404);
    expect((await app.inject('/api/dev/outbox/message?id=abc')).statusCode).toBe(400);
  });
});

describe('booking emails over SMTP that fails, then comes back', () => {
  let app: FastifyInstance;
  let member: Record<string, string>;
  let port: number;
  let smtp: FakeSmtp | undefined;
  beforeAll(async () => {
    // Nothing listens on this port at first: every send fails with a refused connection.
    port = await freePort();
    app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0', SMTP_URL: `smtp://127.0.0.1:${port}` } });
    member = { authorization: `Bearer ${await memberToken(app, 'Member - no points')}` };
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });

  /** The job's next run, in seconds after `from`. */
  const waitOf = (job: { startAfter: Date }, from: number) => (job.startAfter.getTime() - from) / 1000;

  it('keeps the booking confirmed, retries after the backoff and delivers with the voucher once SMTP is back', async () => {
    const orderNumber = await bookStay(app, { headers: member });
    let before = Date.now();
    const first = await app.emailWorker.runOnce();
    expect(first).toMatchObject({ sent: 0 });
    expect(first.failed).toBeGreaterThanOrEqual(1);
    let [job] = await app.emailQueue.jobsOf(orderNumber);
    expect(job).toMatchObject({ state: 'retry', attempts: 1 });
    expect(job!.lastError).toMatch(/ECONNREFUSED/);
    // pg-boss's backoff: the first retry 30 to 60 s later (its jitter), the second 60 to 120 s.
    expect(waitOf(job!, before)).toBeGreaterThanOrEqual(29);
    expect(waitOf(job!, Date.now())).toBeLessThanOrEqual(61);

    // Not before the delay; once due, a second attempt (still failing here, so a longer delay).
    await app.emailWorker.runOnce();
    expect((await app.emailQueue.jobsOf(orderNumber))[0]!.attempts).toBe(1);
    await makeRetriesDue(app);
    before = Date.now();
    await app.emailWorker.runOnce();
    [job] = await app.emailQueue.jobsOf(orderNumber);
    expect(job).toMatchObject({ state: 'retry', attempts: 2 });
    expect(waitOf(job!, before)).toBeGreaterThanOrEqual(59);
    expect(waitOf(job!, Date.now())).toBeLessThanOrEqual(121);

    // The booking never noticed: confirmed, and nothing went to the outbox instead.
    expect((await myTrip(app, orderNumber, member)).status).toBe('CONFIRMED');
    const outbox = resultOf<{ messages: OutboxEntry[] }>(await app.inject('/api/dev/outbox')).messages;
    expect(outbox.filter((item) => item.orderNumber === orderNumber)).toHaveLength(0);

    // The server is back: the next due attempt delivers it, with the voucher PDF attached, and only once.
    smtp = await startFakeSmtp(port);
    await makeRetriesDue(app);
    expect(await app.emailWorker.runOnce()).toMatchObject({ failed: 0 });
    [job] = await app.emailQueue.jobsOf(orderNumber);
    expect(job).toMatchObject({ state: 'completed', attempts: 3, lastError: null });
    const sent = smtp.messages.filter((raw) => raw.includes(orderNumber));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^To: anna@example\.com/m);
    expect(sent[0]).toMatch(/Content-Type: application\/pdf/);
    expect(sent[0]).toContain(`${orderNumber}.pdf`);
    await makeRetriesDue(app);
    await app.emailWorker.runOnce();
    expect(smtp.messages.filter((raw) => raw.includes(orderNumber))).toHaveLength(1);
  });
});

describe('a booking email that exhausts its retries (failed-job alerting)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // SMTP never comes up: every attempt is refused.
    const port = await freePort();
    app = await buildTestApp({ env: { SUPPLIER_LATENCY_MS: '0', SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(() => app?.close());

  it('is logged at error level with its order number and listed as failed in the outbox; the booking stands', async () => {
    const member = { authorization: `Bearer ${await memberToken(app, 'Member - no points')}` };
    const orderNumber = await bookStay(app, { headers: member });
    const errors = vi.spyOn(app.log, 'error');
    for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
      await app.emailWorker.runOnce();
      await makeRetriesDue(app);
    }
    const [job] = await app.emailQueue.jobsOf(orderNumber);
    expect(job).toMatchObject({ state: 'failed', attempts: MAX_EMAIL_ATTEMPTS });
    const alerts = errors.mock.calls.filter(
      ([details]) => (details as { orderNumber?: string }).orderNumber === orderNumber,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]![1]).toBe('booking email failed for good');
    // Given up: no further attempt, and the developer panel shows it as failed.
    await app.emailWorker.runOnce();
    expect((await app.emailQueue.jobsOf(orderNumber))[0]!.attempts).toBe(MAX_EMAIL_ATTEMPTS);
    const { failed } = resultOf<{ failed: { orderNumber: string; attempts: number; lastError: string | null }[] }>(
      await app.inject('/api/dev/outbox'),
    );
    const listed = failed.find((entry) => entry.orderNumber === orderNumber);
    expect(listed).toMatchObject({ attempts: MAX_EMAIL_ATTEMPTS });
    expect(listed?.lastError).toMatch(/ECONNREFUSED/);
    expect((await myTrip(app, orderNumber, member)).status).toBe('CONFIRMED');
  });
});
