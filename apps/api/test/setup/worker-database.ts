import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { IN_MEMORY, openDatabase } from '../../src/db/client';
import type { Database } from '../../src/db/client';
import type { SqlExecutor } from '../../src/db/sql-executor';
import { BaselineChanged, readBaseline, resetToBaseline } from './database-reset';
import type { Baseline } from './database-reset';
import { adminQuery, databaseUrl } from './postgres-admin';

/**
 * Databases of their own per vitest worker (issue 14), each lent to one test app at a time and emptied back to the
 * migrated template before each loan, instead of a new copy of the template per app: on PGlite a copy is a 40 MB
 * data dir loaded into WebAssembly (4-5 s on a busy 2-core machine, with the timers blocked meanwhile); on
 * PostgreSQL a CREATE/DROP DATABASE pair. Two per worker: many files keep a second app open beside their main one
 * (other settings, a second instance). A third app open at once gets a copy of its own, as before. The API
 * projects run with `isolate: false`, so this module, and its databases, live as long as the worker.
 */
const SLOTS = 2;

interface Shared<T> {
  value: T;
  baseline: Baseline;
  /** A connection for the reset, and how to let it go. */
  executor: () => Promise<{ executor: SqlExecutor; done: () => Promise<void> }>;
  /** Frees the database once the worker no longer uses it (a failed reset). */
  discard: () => Promise<void>;
}

/** One database of the worker; `lent` is set synchronously, so two apps starting together never take the same. */
interface Slot<T> {
  shared: Promise<Shared<T>> | undefined;
  lent: boolean;
}

/** Loans made and databases made or replaced, for the test that proves the reuse (test/worker-database.test.ts). */
export const workerDatabaseStats = { loans: 0, created: 0, replaced: 0 };

const emptySlots = <T>(): Slot<T>[] => Array.from({ length: SLOTS }, () => ({ shared: undefined, lent: false }));
const pgliteSlots = emptySlots<Database>();
const postgresSlots = emptySlots<string>();

async function newPglite(template: Blob): Promise<Shared<Database>> {
  const database = await openDatabase({
    databaseUrl: undefined,
    dataDir: IN_MEMORY,
    pgliteTemplate: template,
    onError: () => undefined,
  });
  workerDatabaseStats.created += 1;
  const executor = async () => ({ executor: database.executor, done: async () => {} });
  const discard = () => database.close();
  return { value: database, baseline: await readBaseline(database.executor), executor, discard };
}

async function newPostgres(): Promise<Shared<string>> {
  const name = `${inject('postgresTemplate')}_w${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  workerDatabaseStats.created += 1;
  const url = databaseUrl(name);
  const executor = async () => {
    // A connection left in a transaction by a test would make TRUNCATE wait for ever: give up, make a new copy.
    const client = new pg.Client({ connectionString: url, options: '-c lock_timeout=10000' });
    await client.connect();
    return {
      executor: { executeSql: (text, values) => client.query(text, values) } as SqlExecutor,
      done: () => client.end(),
    };
  };
  const discard = async () => void (await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const { executor: first, done } = await executor();
  try {
    return { value: url, baseline: await readBaseline(first), executor, discard };
  } finally {
    await done();
  }
}

/** Empties a database back to its baseline; false when it cannot be (the caller replaces it). */
async function reset<T>(shared: Shared<T>): Promise<boolean> {
  try {
    const { executor, done } = await shared.executor();
    try {
      await resetToBaseline(executor, shared.baseline);
    } finally {
      await done();
    }
    return true;
  } catch (error) {
    if (!(error instanceof BaselineChanged)) console.warn(`worker database replaced: ${(error as Error).message}`);
    workerDatabaseStats.replaced += 1;
    await shared.discard().catch(() => undefined);
    return false;
  }
}

/**
 * Takes a free database of the worker (made on first use), emptied back to the template, with the function that
 * ends the loan; undefined when every one is lent out. A database whose reset fails (a test changed its schema, or
 * left it unusable) is replaced by a new copy.
 */
async function borrow<T>(
  slots: Slot<T>[],
  create: () => Promise<Shared<T>>,
): Promise<{ shared: Shared<T>; giveBack: () => Promise<void> } | undefined> {
  const slot = slots.find((candidate) => !candidate.lent);
  if (!slot) return undefined;
  slot.lent = true;
  try {
    const reused = slot.shared;
    if (!reused || !(await reset(await reused))) slot.shared = create();
    const shared = await slot.shared!;
    workerDatabaseStats.loans += 1;
    // Ends this loan once: a failed start closes twice, and must not end the next app's loan.
    let returned = false;
    const giveBack = async () => {
      if (returned) return;
      returned = true;
      slot.lent = false;
    };
    return { shared, giveBack };
  } catch (error) {
    slot.shared = undefined;
    slot.lent = false;
    throw error;
  }
}

/** A PGlite of the worker, emptied, as a Database whose `close` gives it back; undefined while all are lent. */
export async function borrowPglite(template: () => Promise<Blob>): Promise<Database | undefined> {
  const loan = await borrow(pgliteSlots, async () => newPglite(await template()));
  return loan && { ...loan.shared.value, close: loan.giveBack };
}

/** The URL of a PostgreSQL database of the worker, emptied, and how to give it back; undefined while all are lent. */
export async function borrowPostgres(): Promise<{ url: string; giveBack: () => Promise<void> } | undefined> {
  const loan = await borrow(postgresSlots, newPostgres);
  return loan && { url: loan.shared.value, giveBack: loan.giveBack };
}

/**
 * End of a test file (test/setup/each-file.ts): a database still lent out belongs to an app the file left open,
 * which may still write to it, so the worker stops using it (without closing it under the app) and makes a new one
 * for the next file. Returns how many were forgotten.
 */
export function forgetLentDatabases(): number {
  let forgotten = 0;
  for (const slots of [pgliteSlots, postgresSlots] as Slot<unknown>[][]) {
    slots.forEach((slot, index) => {
      if (!slot.lent) return;
      slots[index] = { shared: undefined, lent: false };
      forgotten += 1;
    });
  }
  return forgotten;
}
