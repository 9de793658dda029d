// `npm run test:multi`: the multi-instance journeys (issue 17) against PostgreSQL (TEST_DATABASE_URL),
// Redis (redis-server) and nginx. Builds the API (apps/api/dist) first. When a prerequisite is missing it
// says which and exits 0 (skipped), unless MULTI_INSTANCE_REQUIRED=1 (CI), where a skip is a failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, missingPrerequisites } from './multi-instance-cluster.mjs';

const missing = await missingPrerequisites(process.env.TEST_DATABASE_URL);
if (missing.length > 0) {
  console.log(`multi-instance test skipped: missing ${missing.join('; ')}.`);
  process.exit(process.env.MULTI_INSTANCE_REQUIRED === '1' ? 1 : 0);
}
const built = spawnSync(process.execPath, [path.join(ROOT, 'apps/api/scripts/build.mjs')], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
const run = spawnSync(
  process.execPath,
  [
    '--test',
    '--test-concurrency=1',
    '--test-reporter=spec',
    path.join(ROOT, 'scripts/multi-instance.journeys.mjs'),
    // Issue 15: PostgreSQL restarted under checkout load (a server of its own, not TEST_DATABASE_URL's).
    path.join(ROOT, 'scripts/database-restart.journeys.mjs'),
  ],
  { stdio: 'inherit', env: process.env },
);
process.exit(run.status ?? 1);
