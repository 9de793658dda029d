import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '../../src/db/client';
import { pgliteExecutor } from '../../src/db/sql-executor';
import { installEmailQueue } from '../../src/email/email-queue';

declare module 'vitest' {
  export interface ProvidedContext {
    /** File holding a dumped, migrated PGlite data dir (project `api`). */
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the `api` project: runs initdb and the migrations once and dumps the data dir; every test
 * app then loads that dump (test/helper.ts) instead of booting an empty cluster, which is the slow part.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const client = new PGlite('memory://');
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    // As openDatabase does: pg-boss's schema and the email queue are part of a ready database.
    await installEmailQueue(pgliteExecutor(client));
    // Uncompressed: loading skips a gunzip of ~40 MB per app.
    const dump = await client.dumpDataDir('none');
    const dir = await mkdtemp(path.join(tmpdir(), 'wayfare-pglite-template-'));
    const file = path.join(dir, 'pgdata.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => rm(dir, { recursive: true, force: true });
  } finally {
    await client.close();
  }
}
