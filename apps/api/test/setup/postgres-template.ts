import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { adminQuery, databaseUrl, databasesNamed } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of the migrated template database next to TEST_DATABASE_URL (project `api-postgres`). */
    postgresTemplate: string;
  }
}

/**
 * Global setup of the `api-postgres` project: one database migrated by the app's own code, used as the
 * TEMPLATE of every test database (the workers' own, test/setup/worker-database.ts, and the copies of test/helper.ts),
 * then dropped at the end of the run with the workers' databases (named after it).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const name = `wayfare_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(name), dataDir: '', onError: () => undefined });
    // CREATE DATABASE … TEMPLATE needs the template to have no open connection.
    await database.close();
  } catch (error) {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  project.provide('postgresTemplate', name);
  return async () => {
    for (const database of await databasesNamed(`${name}_w%`)) {
      await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
