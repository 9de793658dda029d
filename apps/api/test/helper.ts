import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppConfig } from '../src/config';
import { IN_MEMORY } from '../src/db/client';
import { TEST_PLUGIN_TIMEOUT_MS } from './setup/limits';
import { adminQuery, databaseUrl } from './setup/postgres-admin';

/** The `api-postgres` vitest project sets this; the `api` project runs on in-memory PGlite. */
export const usesPostgres = () => process.env.WAYFARE_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/**
 * A fresh database copied from the migrated template (test/setup/postgres-template.ts) next to
 * TEST_DATABASE_URL; `drop` removes it (closing leftover connections).
 */
async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `wayfare_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  return { url: databaseUrl(name), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
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
}

/**
 * Builds and readies the app for `app.inject` (style.md §13, fastify/demo test/helper.ts), on in-memory PGlite
 * or a fresh PostgreSQL database, both copied from a migrated template. Close it in `afterAll` with
 * `app?.close()`: when the start failed, `app` was never assigned and the start's own error is the one to read.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  // The email worker's timer stays off: tests run its passes by hand (app.emailWorker.runOnce).
  const env: Record<string, string> = { LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY, EMAIL_POLL_MS: '0', ...options.env };
  let drop = async () => {};
  if (usesPostgres()) {
    const database = await createTestDatabase();
    env.DATABASE_URL = database.url;
    drop = database.drop;
  }
  const config: AppConfig = { ...loadConfig(env), ...options.config };
  // A test's own web build has its own (usually no) server renderer, never the repository's dist-ssr.
  if (options.config?.webDistDir && !options.config.webSsrEntry) {
    config.webSsrEntry = resolve(options.config.webDistDir, '../dist-ssr/entry-server.js');
  }
  // Only an in-memory PGlite starts from the template; a test that gives a DATA_DIR gets a real boot there.
  const template = !config.databaseUrl && config.dataDir === IN_MEMORY ? await readPgliteTemplate() : undefined;
  let app: FastifyInstance;
  try {
    app = await buildApp(config, {
      logger: false,
      validateResponses: true,
      pluginTimeout: TEST_PLUGIN_TIMEOUT_MS,
      ...(template && { pgliteTemplate: template }),
    });
  } catch (error) {
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
