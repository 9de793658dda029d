import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const include = ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts', 'seed/**/*.test.ts'];
// Each API test file starts its own database (PGlite boots a WASM PostgreSQL): generous limits under parallel load.
const limits = { testTimeout: 30_000, hookTimeout: 60_000 };

/**
 * The API tests run on embedded PGlite (project `api`) and, when TEST_DATABASE_URL points at a
 * PostgreSQL server, once more on PostgreSQL (project `api-postgres`): test/helper.ts reads
 * WAYFARE_TEST_DB and creates a fresh database per app it builds.
 */
export const apiProjects: TestProjectInlineConfiguration[] = [
  { root, test: { name: 'api', include, environment: 'node', ...limits, env: { WAYFARE_TEST_DB: 'pglite' } } },
];

if (process.env.TEST_DATABASE_URL) {
  apiProjects.push({
    root,
    test: { name: 'api-postgres', include, environment: 'node', ...limits, env: { WAYFARE_TEST_DB: 'postgres' } },
  });
} else {
  console.log('api-postgres: TEST_DATABASE_URL is not set, so the PostgreSQL run of the API tests is skipped.');
}

export default defineConfig({ test: { projects: apiProjects } });
