import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgClient } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { installEmailQueue } from '../email/email-queue';
import { MIGRATION_LOCK_KEY, withAdvisoryLock } from './advisory-lock';
import { createResilientPool } from './resilient-pool';
import * as schema from './schema';
import { pgliteExecutor, poolExecutor } from './sql-executor';
import type { SqlExecutor } from './sql-executor';

export type Schema = typeof schema;
/** The query builder both drivers share; repositories depend on this only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Raw SQL on the same connections (pg-boss's queue, email/email-queue.ts). */
  executor: SqlExecutor;
  close(): Promise<void>;
}

/** How long a request waits for a PostgreSQL connection before it is answered 503. */
const CONNECT_TIMEOUT_MS = 10_000;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
/** DATA_DIR value that keeps PGlite in memory (tests). */
export const IN_MEMORY = 'memory://';

async function openPostgres(url: string, onError: (error: Error) => void): Promise<Database> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // A connection dropped by the server (restart, failover), idle or checked out, must not crash the process.
  // A request waits at most CONNECT_TIMEOUT_MS for a connection, then gets the 503 envelope: without a limit, a
  // connection attempt cut during a restart could leave its request waiting for ever.
  const pool = createResilientPool(
    { connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    onError,
  );
  // Two copies of @types/pg are installed (drizzle's and ours); the runtime pool is the same pg.Pool.
  const db = drizzle({ client: pool as unknown as NodePgClient, schema });
  const close = () => pool.end();
  const executor = poolExecutor(pool);
  try {
    // Instances booting together take turns (issue 17): the DDL never races.
    await withAdvisoryLock(pool, MIGRATION_LOCK_KEY, async () => {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await installEmailQueue(executor);
    });
  } catch (error) {
    await close();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'postgres', executor, close };
}

async function openPglite(dataDir: string, template: Blob | undefined): Promise<Database> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  let location = IN_MEMORY;
  if (dataDir !== IN_MEMORY) {
    location = join(resolve(dataDir), 'pglite');
    await mkdir(location, { recursive: true });
  }
  // A template (a dumped, migrated data dir) skips initdb, the slow part of a boot; migrations then find nothing to do.
  const client = template ? new PGlite({ dataDir: location, loadDataDir: template }) : new PGlite(location);
  const db = drizzle({ client, schema });
  const executor = pgliteExecutor(client);
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await installEmailQueue(executor);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'pglite', executor, close: () => client.close() };
}

/**
 * Opens PostgreSQL when a URL is given, else embedded PGlite in `dataDir/pglite`, and applies
 * the drizzle-kit migrations and pg-boss's schema (design.md: default embedded database in ./data).
 */
export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  onError: (error: Error) => void;
  /** PGlite only: start from this dumped data dir (`PGlite.dumpDataDir`) instead of an empty cluster (tests). */
  pgliteTemplate?: Blob | undefined;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onError)
    : openPglite(options.dataDir, options.pgliteTemplate);
}
