import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppConfig } from '../src/config';
import { IN_MEMORY } from '../src/db/client';
import { TEST_PLUGIN_TIMEOUT_MS } from './setup/limits';
import { adminQuery, databaseUrl } from './setup/postgres-admin';
import { borrowPglite, borrowPostgres } from './setup/worker-database';

/** The `api-postgres` vitest project sets this; the `api` project runs on in-memory PGlite. */
export const usesPostgres = () => process.env.WAYFARE_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/**
 * A database for one app on PostgreSQL: the worker's own (test/setup/worker-database.ts), emptied back to the
 * migrated template, or, while another app of the worker holds it, a fresh copy of the template that `drop` removes
 * (closing leftover connections).
 */
async function postgresDatabase(ownDatabase: boolean): Promise<{ url: string; drop: () => Promise<void> }> {
  const borrowed = ownDatabase ? undefined : await borrowPostgres();
  if (borrowed) return { url: borrowed.url, drop: borrowed.giveBack };
  const name = `wayfare_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const drop = async () => void (await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return { url: databaseUrl(name), drop };
}

let pgliteTemplate: Promise<Blob> | undefined;

/** The migrated PGlite data dir dumped by test/setup/pglite-template.ts, read once per test file. */
export function readPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (quiet log, in-memory database). */
  env?: Record<string, string>;
  /** Direct config overrides (e.g. seedDir, webDistDir). */
  config?: Partial<AppConfig>;
  /**
   * A database of the app's own, a fresh copy of the template, instead of the worker's (emptied) one: for a test that
   * changes the database itself (connections refused, a schema change) rather than its rows.
   */
  ownDatabase?: boolean;
  /** The app's logger (default none), e.g. a stream a test reads the log from. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds and readies the app for `app.inject` (style.md §13, fastify/demo test/helper.ts), on in-memory PGlite
 * or PostgreSQL: the vitest worker's database emptied back to the migrated template, or a fresh copy of the
 * template when another app of the worker holds it (test/setup/worker-database.ts). Close it in `afterAll` with
 * `app?.close()`: when the start failed, `app` was never assigned and the start's own error is the one to read.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  // The email worker's timer stays off: tests run its passes by hand (app.emailWorker.runOnce).
  const env: Record<string, string> = { LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY, EMAIL_POLL_MS: '0', ...options.env };
  let drop = async () => {};
  // A test that names its own database (config.databaseUrl) gets no other.
  if (usesPostgres() && !options.config?.databaseUrl) {
    const database = await postgresDatabase(options.ownDatabase ?? false);
    env.DATABASE_URL = database.url;
    drop = database.drop;
  }
  const config: AppConfig = { ...loadConfig(env), ...options.config };
  // A test's own web build has its own (usually no) server renderer, never the repository's dist-ssr.
  if (options.config?.webDistDir && !options.config.webSsrEntry) {
    config.webSsrEntry = resolve(options.config.webDistDir, '../dist-ssr/entry-server.js');
  }
  // Only an in-memory PGlite is the worker's or starts from the template; a test that gives a DATA_DIR gets a real
  // boot there.
  const inMemory = !config.databaseUrl && config.dataDir === IN_MEMORY;
  const borrowed = inMemory && !options.ownDatabase ? await borrowPglite(readPgliteTemplate) : undefined;
  const template = inMemory && !borrowed ? await readPgliteTemplate() : undefined;
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      logger: options.logger ?? false,
      validateResponses: true,
      pluginTimeout: TEST_PLUGIN_TIMEOUT_MS,
      ...(template && { pgliteTemplate: template }),
      ...(borrowed && { database: borrowed }),
    });
  } catch (error) {
    await borrowed?.close();
    await drop();
    throw error;
  }
  // The database is dropped after the app (and its connection pool) has closed.
  const close = app.close.bind(app);
  app.close = (async () => {
    try {
      await close();
    } finally {
      await drop();
    }
  }) as typeof app.close;
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}
