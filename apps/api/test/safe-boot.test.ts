import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppConfig } from '../src/config';
import { IN_MEMORY, openDatabase } from '../src/db/client';
import { readPgliteTemplate, usesPostgres } from './helper';
import { bootingTestTimeout } from './setup/limits';

/** Issue 17 "safe boots": migrations under an advisory lock, seeding that keeps database edits. */
const MIGRATION_FILES = readdirSync(new URL('../src/db/migrations/', import.meta.url)).filter((file) =>
  file.endsWith('.sql'),
);
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const brandName = async (app: FastifyInstance) =>
  (await app.inject('/api/content/brand-configurations/localhost?populate[0]=brandDetails')).json().data?.attributes
    .brandDetails.brandName as string | undefined;

/**
 * Boots on `dataDir`. A first boot starts from the migrated template (what matters here is seeding, not initdb, which
 * took about 20 s per boot on a busy machine; the e2e server boots an empty data dir for real on every run);
 * a restart resumes what the earlier boot left on disk.
 */
async function bootOnDisk(
  dataDir: string,
  seed: AppConfig['seed'],
  boot: 'first' | 'restart' = 'restart',
): Promise<FastifyInstance> {
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), seed };
  const template = boot === 'first' ? await readPgliteTemplate() : undefined;
  return buildApp(config, { logger: false, ...(template && { pgliteTemplate: template }) });
}

// Each half runs in the project whose database it boots (the PGlite data dirs in `api`, PostgreSQL in
// `api-postgres`): run in both, each would boot the same databases twice for nothing.
describe.skipIf(usesPostgres())('seeding', () => {
  it(
    'adds missing brands but keeps database edits, unless forced',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'wayfare-seed-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const first = await bootOnDisk(dataDir, { onBoot: true, overwrite: false }, 'first');
      const fromFile = await brandName(first);
      const stored = (await first.brandConfigRepository.find('localhost'))!;
      await first.brandConfigRepository.setAttributes('localhost', {
        ...stored.attributes,
        brandDetails: { ...stored.attributes.brandDetails, brandName: 'Edited by an operator' },
      });
      await first.close();

      const restarted = await bootOnDisk(dataDir, { onBoot: true, overwrite: false });
      expect(await brandName(restarted)).toBe('Edited by an operator');
      await restarted.close();

      const forced = await bootOnDisk(dataDir, { onBoot: true, overwrite: true });
      expect(await brandName(forced)).toBe(fromFile);
      await forced.close();
    },
    bootingTestTimeout(3),
  );

  it(
    'does not run at boot with SEED_ON_BOOT=false, and boot defaults follow the deployment',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'wayfare-seed-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      const app = await bootOnDisk(dataDir, { onBoot: false, overwrite: false }, 'first');
      expect((await app.inject('/api/content/brand-configurations/localhost')).statusCode).toBe(404);
      await app.close();
      expect(loadConfig({}).seed).toEqual({ onBoot: true, overwrite: true });
      expect(loadConfig({ SEED_ON_BOOT: 'false' }).seed.onBoot).toBe(false);
      const production = loadConfig({
        APP_ENVIRONMENT: 'production',
        DATABASE_URL: 'postgres://db.internal/wayfare',
        SSO_SIGNING_SECRET: 'a-production-sso-secret',
        ACCESS_TOKEN_SECRET: 'a-production-token-secret',
        EVENTS_TOKEN: 'a-production-events-token',
      });
      expect(production.seed).toEqual({ onBoot: false, overwrite: false });
    },
    bootingTestTimeout(1),
  );
});

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl || !usesPostgres())('instances booting together on PostgreSQL (api-postgres)', () => {
  it(
    'migrate once, one at a time, and all start',
    async () => {
      const name = `wayfare_e_boot_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      cleanups.push(async () => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      });
      // Six databases opened at once race the DDL hardest; then three whole instances boot together.
      const opened = await Promise.all(
        [1, 2, 3, 4, 5, 6].map(() =>
          openDatabase({ databaseUrl: url.toString(), dataDir: IN_MEMORY, onError: () => undefined }),
        ),
      );
      await Promise.all(opened.map((database) => database.close()));
      const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url.toString() });
      const apps = await Promise.all([1, 2, 3].map(() => buildApp(config, { logger: false })));
      try {
        for (const app of apps) expect(await brandName(app)).toBeTruthy();
        const check = new pg.Client({ connectionString: url.toString() });
        await check.connect();
        const { rows } = await check.query('select count(*)::int as applied from drizzle.__drizzle_migrations');
        await check.end();
        // Each migration applied once, whatever number of instances raced to apply it.
        expect(rows[0].applied).toBe(MIGRATION_FILES.length);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
      }
    },
    bootingTestTimeout(3),
  );
});
