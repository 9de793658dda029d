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
 * One database per vitest worker (issue 14), lent to one test app at a time and emptied back to the migrated
 * template before each loan, instead of a new copy of the template per app: on PGlite a copy is a 40 MB data dir
 * loaded into WebAssembly (4-5 s on a busy 2-core machine, with the timers blocked meanwhile); on PostgreSQL a
 * CREATE/DROP DATABASE pair. An app built while the worker's database is lent out (a file with two apps open at
 * once) gets a copy of its own, as before. The API projects run with `isolate: false`, so this module, and its
 * database, lives as long as the worker.
 */
interface Shared<T> {
  value: T;
  baseline: Baseline;
  /** A connection for the reset, and how to let it go. */
  executor: () => Promise<{ executor: SqlExecutor; done: () => Promise<void> }>;
  /** Frees the database once the worker no longer uses it (a failed reset). */
  discard: () => Promise<void>;
  lent: boolean;
}

/** Loans made and databases made, for the test that proves the reuse (test/worker-database.test.ts). */
export const workerDatabaseStats = { loans: 0, created: 0, replaced: 0 };

let pglite: Promise<Shared<Database>> | undefined;
let postgres: Promise<Shared<string>> | undefined;

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
  return { value: database, baseline: await readBaseline(database.executor), executor, discard, lent: false };
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
    return { value: url, baseline: await readBaseline(first), executor, discard, lent: false };
  } finally {
    await done();
  }
}

/**
 * Takes the worker's database if no app holds it, emptied back to the template; undefined when it is lent out.
 * A database whose reset fails (a test changed its schema, or left it unusable) is forgotten and replaced.
 */
async function borrow<T>(
  current: () => Promise<Shared<T>> | undefined,
  set: (next: Promise<Shared<T>> | undefined) => void,
  create: () => Promise<Shared<T>>,
): Promise<Shared<T> | undefined> {
  let pending = current();
  if (!pending) {
    pending = create();
    set(pending);
  }
  const shared = await pending.catch((error: unknown) => {
    set(undefined);
    throw error;
  });
  if (shared.lent) return undefined;
  shared.lent = true;
  try {
    const { executor, done } = await shared.executor();
    try {
      await resetToBaseline(executor, shared.baseline);
    } finally {
      await done();
    }
  } catch (error) {
    if (!(error instanceof BaselineChanged)) console.warn(`worker database replaced: ${(error as Error).message}`);
    workerDatabaseStats.replaced += 1;
    set(undefined);
    await shared.discard().catch(() => undefined);
    return borrow(current, set, create);
  }
  workerDatabaseStats.loans += 1;
  return shared;
}

/** Ends one loan; a second call (a failed start closes twice) must not end the next app's loan. */
function giveBackOnce(shared: Shared<unknown>): () => Promise<void> {
  let returned = false;
  return async () => {
    if (returned) return;
    returned = true;
    shared.lent = false;
  };
}

/** The worker's PGlite, emptied, as a Database whose `close` gives it back; undefined while another app has it. */
export async function borrowPglite(template: () => Promise<Blob>): Promise<Database | undefined> {
  const shared = await borrow(
    () => pglite,
    (next) => (pglite = next),
    async () => newPglite(await template()),
  );
  if (!shared) return undefined;
  return { ...shared.value, close: giveBackOnce(shared) };
}

/** The URL of the worker's PostgreSQL database, emptied, and how to give it back; undefined while it is lent. */
export async function borrowPostgres(): Promise<{ url: string; giveBack: () => Promise<void> } | undefined> {
  const shared = await borrow(
    () => postgres,
    (next) => (postgres = next),
    newPostgres,
  );
  if (!shared) return undefined;
  return { url: shared.value, giveBack: giveBackOnce(shared) };
}

/**
 * End of a test file (test/setup/each-file.ts): a database still lent out belongs to an app the file left open,
 * which may still write to it, so the worker stops using it (without closing it under the app) and makes a new one
 * for the next file. Returns the kinds forgotten.
 */
export async function forgetLentDatabases(): Promise<string[]> {
  const forgotten: string[] = [];
  const pgliteShared = await pglite?.catch(() => undefined);
  if (pgliteShared?.lent) {
    pglite = undefined;
    forgotten.push('PGlite');
  }
  const postgresShared = await postgres?.catch(() => undefined);
  if (postgresShared?.lent) {
    postgres = undefined;
    forgotten.push('PostgreSQL');
  }
  return forgotten;
}
