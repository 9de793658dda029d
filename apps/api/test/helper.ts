import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppConfig } from '../src/config';
import { IN_MEMORY } from '../src/db/client';

/** The `api-postgres` vitest project sets this; the `api` project runs on in-memory PGlite. */
export const usesPostgres = () => process.env.WAYFARE_TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

/** Creates an empty database next to TEST_DATABASE_URL; `drop` removes it (closing leftover connections). */
async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `wayfare_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (quiet log, in-memory database). */
  env?: Record<string, string>;
  /** Direct config overrides (e.g. seedDir, webDistDir). */
  config?: Partial<AppConfig>;
}

/**
 * Builds and readies the app for `app.inject` (style.md §13, fastify/demo test/helper.ts), on
 * in-memory PGlite or a fresh PostgreSQL database. Close it in `afterAll`.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const env: Record<string, string> = { LOG_LEVEL: 'silent', DATA_DIR: IN_MEMORY, ...options.env };
  let drop = async () => {};
  if (usesPostgres()) {
    const database = await createTestDatabase();
    env.DATABASE_URL = database.url;
    drop = database.drop;
  }
  const config: AppConfig = { ...loadConfig(env), ...options.config };
  let app: FastifyInstance;
  try {
    app = await buildApp(config, { logger: false, validateResponses: true });
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
