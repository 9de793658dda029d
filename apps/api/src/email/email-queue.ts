import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { transactionExecutor } from '../db/sql-executor';
import type { SqlExecutor } from '../db/sql-executor';

export type EmailKind = 'CONFIRMATION' | 'CANCELLATION';

/** pg-boss's own schema in our database (its tables, never drizzle's). */
export const QUEUE_SCHEMA = 'pgboss';
export const EMAIL_QUEUE = 'booking-email';

/** Sends tried before a job is given up: the first and 7 retries. */
export const MAX_EMAIL_ATTEMPTS = 8;

/**
 * The queue's retry policy, kept by pg-boss in its `queue` row. Retries back off exponentially with pg-boss's
 * jitter: retry n waits 30 s × 2^(n-1) to twice that (30-60 s, 1-2 min, … 32-64 min), about 1 to 2 hours in all,
 * so an SMTP outage is waited out without hammering the server. A job still active after `expireInSeconds`
 * (its instance died mid-send) is failed by pg-boss's maintenance and retried like any failure.
 */
export const EMAIL_QUEUE_POLICY = {
  retryLimit: MAX_EMAIL_ATTEMPTS - 1,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
} as const;

/** Shared by every PgBoss of the app: our schema, no cron scheduler, given-up jobs kept a week before archiving. */
export const BOSS_OPTIONS = {
  schema: QUEUE_SCHEMA,
  schedule: false,
  archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
} as const;

export interface EmailJobData {
  orderNumber: string;
  kind: EmailKind;
}

/** A queued email as the worker receives it from pg-boss. */
export type EmailJob = PgBoss.JobWithMetadata<EmailJobData>;

/** A job's state for the developer panel and the tests, read from pg-boss's job and archive tables. */
export interface EmailJobState {
  id: string;
  orderNumber: string;
  kind: EmailKind;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** Sends tried so far. */
  attempts: number;
  lastError: string | null;
  /** When it may run next (after a failure: the backoff). */
  startAfter: Date;
  /** When it was sent, given up or failed for good. */
  completedOn: Date | null;
}

/**
 * The job's id, the same for one order and kind (a name-based UUID): a second send of the same email finds the
 * id taken and queues nothing, while pg-boss keeps the job.
 */
export function emailJobId(orderNumber: string, kind: EmailKind): string {
  const hex = createHash('sha256').update(`${EMAIL_QUEUE}:${orderNumber}:${kind}`).digest('hex');
  // RFC 9562 version 8 (custom) with the RFC variant bits.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Creates or migrates pg-boss's schema and the booking-email queue with its policy (database start-up, once per
 * boot). pg-boss takes an advisory lock around its schema DDL and treats "already exists" from a concurrent boot as
 * done, but not around createQueue: four instances creating the queue at once on a fresh PostgreSQL database
 * failed with "deadlock detected" in pg-boss's create_queue (seen once in seven runs of the test). So on PostgreSQL
 * this runs inside the app's migration lock (db/client.ts), one instance at a time.
 */
export async function installEmailQueue(executor: SqlExecutor): Promise<void> {
  const boss = new PgBoss({ ...BOSS_OPTIONS, db: executor, supervise: false, migrate: true });
  await boss.start();
  try {
    const queue = { name: EMAIL_QUEUE, ...EMAIL_QUEUE_POLICY };
    const existing = await boss.getQueue(EMAIL_QUEUE);
    if (existing) {
      // A release that changed the policy updates it; an unchanged one (every other boot) writes nothing.
      const changed = Object.entries(EMAIL_QUEUE_POLICY).some(
        ([key, value]) => existing[key as keyof typeof EMAIL_QUEUE_POLICY] !== value,
      );
      if (changed) await boss.updateQueue(EMAIL_QUEUE, queue);
    } else {
      await boss.createQueue(EMAIL_QUEUE, queue).catch(async (error: unknown) => {
        if (!(await boss.getQueue(EMAIL_QUEUE))) throw error;
      });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

const JOB_COLUMNS = `id, data, state, retry_count, started_on, start_after, created_on, completed_on, output`;

function stateOf(row: Record<string, unknown>): EmailJobState {
  const data = row.data as EmailJobData;
  const output = row.output as { message?: unknown } | null;
  const state = row.state as EmailJobState['state'];
  return {
    id: String(row.id),
    orderNumber: data.orderNumber,
    kind: data.kind,
    state,
    // retry_count counts the fetches after the first; a job never fetched has no attempt yet.
    attempts: row.started_on ? Number(row.retry_count) + 1 : 0,
    lastError: state !== 'completed' && typeof output?.message === 'string' ? output.message : null,
    startAfter: row.start_after as Date,
    completedOn: (row.completed_on as Date | null) ?? null,
  };
}

/**
 * The booking emails' job queue (issue 18 item 4): pg-boss 10 on the app's own database, PostgreSQL or PGlite
 * (db/sql-executor.ts says how each is reached). Jobs are written in the booking's transaction; the worker
 * (email-worker.ts) fetches, sends and settles them; pg-boss claims with SKIP LOCKED (one instance per job),
 * schedules the retries and archives old jobs.
 */
export class EmailQueue {
  private readonly boss: PgBoss;

  constructor(
    private readonly executor: SqlExecutor,
    options: { supervise: boolean; onError: (error: Error) => void },
  ) {
    this.boss = new PgBoss({ ...BOSS_OPTIONS, db: executor, supervise: options.supervise, migrate: false });
    // Without a listener an `error` event (a failed maintenance run) would end the process.
    this.boss.on('error', options.onError);
  }

  /** Checks the schema installEmailQueue made and starts the maintenance timer when supervising. */
  async start(): Promise<void> {
    await this.boss.start();
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: false, close: false });
  }

  /** Queues the order's email in the caller's transaction `tx`; a repeat of the same email queues nothing. */
  async enqueue(tx: Db, orderNumber: string, kind: EmailKind): Promise<void> {
    const data: EmailJobData = { orderNumber, kind };
    await this.boss.send(EMAIL_QUEUE, data, { id: emailJobId(orderNumber, kind), db: transactionExecutor(tx) });
  }

  /** Claims up to `limit` due jobs for this worker (no other instance gets them while they are active). */
  fetchDue(limit: number): Promise<EmailJob[]> {
    return this.boss.fetch<EmailJobData>(EMAIL_QUEUE, { batchSize: limit, includeMetadata: true });
  }

  async complete(job: EmailJob): Promise<void> {
    await this.boss.complete(EMAIL_QUEUE, job.id);
  }

  /** A failed send: pg-boss retries it after the backoff, or marks it failed after the last attempt. */
  async fail(job: EmailJob, reason: string): Promise<void> {
    await this.boss.fail(EMAIL_QUEUE, job.id, { message: reason.slice(0, 500) });
  }

  /**
   * A job that can never be sent: failed with its reason (kept for the developer panel), then cancelled so that
   * pg-boss never retries it (on its last attempt the failure alone ends it).
   */
  async giveUp(job: EmailJob, reason: string): Promise<void> {
    await this.fail(job, reason);
    await this.boss.cancel(EMAIL_QUEUE, job.id);
  }

  /** The order's email jobs, live or archived, oldest first. */
  async jobsOf(orderNumber: string): Promise<EmailJobState[]> {
    const { rows } = await this.executor.executeSql(
      `SELECT ${JOB_COLUMNS} FROM ${QUEUE_SCHEMA}.job WHERE name = $1 AND data->>'orderNumber' = $2
       UNION ALL SELECT ${JOB_COLUMNS} FROM ${QUEUE_SCHEMA}.archive WHERE name = $1 AND data->>'orderNumber' = $2
       ORDER BY created_on, id`,
      [EMAIL_QUEUE, orderNumber],
    );
    return rows.map(stateOf);
  }

  /** Jobs given up (out of retries, or cancelled as unsendable), the latest first. */
  async listFailed(limit: number): Promise<EmailJobState[]> {
    const given = `name = $1 AND state IN ('failed', 'cancelled')`;
    const { rows } = await this.executor.executeSql(
      `SELECT ${JOB_COLUMNS} FROM ${QUEUE_SCHEMA}.job WHERE ${given}
       UNION ALL SELECT ${JOB_COLUMNS} FROM ${QUEUE_SCHEMA}.archive WHERE ${given}
       ORDER BY completed_on DESC, id LIMIT $2`,
      [EMAIL_QUEUE, limit],
    );
    return rows.map(stateOf);
  }
}
