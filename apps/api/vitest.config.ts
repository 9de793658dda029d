import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { HOOK_TIMEOUT_MS, TEST_TIMEOUT_MS } from './test/setup/limits';

const root = fileURLToPath(new URL('.', import.meta.url));
const include = ['src/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts', 'seed/**/*.test.ts'];
/**
 * Shared by both projects. `isolate: false`: the files of one worker share a module graph, so the app and PGlite are
 * imported and compiled once per worker rather than once per file (about a third off the suite); each file still
 * builds its own app on its own database, and mocks, env and globals are restored after every test.
 */
const shared: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  testTimeout: TEST_TIMEOUT_MS,
  hookTimeout: HOOK_TIMEOUT_MS,
  isolate: false,
  restoreMocks: true,
  unstubEnvs: true,
  unstubGlobals: true,
  setupFiles: ['test/setup/each-file.ts'],
};

/**
 * The API tests run on embedded PGlite (project `api`) and, when TEST_DATABASE_URL points at a
 * PostgreSQL server, once more on PostgreSQL (project `api-postgres`): test/helper.ts reads
 * WAYFARE_TEST_DB and gives each app it builds a fresh database copied from a template that the project's
 * global setup migrated once (test/setup/*-template.ts).
 */
export const apiProjects: TestProjectInlineConfiguration[] = [
  {
    root,
    test: {
      name: 'api',
      include,
      ...shared,
      globalSetup: ['test/setup/pglite-template.ts'],
      env: { WAYFARE_TEST_DB: 'pglite' },
    },
  },
];

if (process.env.TEST_DATABASE_URL) {
  apiProjects.push({
    root,
    test: {
      name: 'api-postgres',
      include,
      // What never opens the test database runs once, in \`api\`: pure modules beside the sources and scripts,
      // the embedded database's own start-up, and the seed files.
      exclude: ['**/node_modules/**', 'src/**', 'scripts/**', 'test/startup.test.ts', 'test/seed-data.test.ts'],
      ...shared,
      globalSetup: ['test/setup/postgres-template.ts'],
      env: { WAYFARE_TEST_DB: 'postgres' },
    },
  });
} else {
  console.log('api-postgres: TEST_DATABASE_URL is not set, so the PostgreSQL run of the API tests is skipped.');
}

export default defineConfig({ test: { projects: apiProjects } });
