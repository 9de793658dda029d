// Playwright's webServer: a fresh, fast, isolated product on E2E_PORT (built web app + API on an empty data dir).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, ensureWebBuild, runForwardingSignals } from './web-build.mjs';

try {
  await ensureWebBuild();
} catch (error) {
  console.error(`${error.message}: the e2e server cannot start without a web build.`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '4173',
  DATA_DIR: dataDir,
  SUPPLIER_LATENCY_MS: '300',
  // Request logs would drown Playwright's report; warnings and errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // Every spec shares one client IP; the per-IP limit must not turn journeys into 429s.
  RATE_LIMIT_MAX: '100000',
  WEB_DIST_DIR: path.join(ROOT, 'apps/web/dist'),
};
// The e2e run always uses the embedded database, whatever the shell exported.
delete env.DATABASE_URL;

const server = runForwardingSignals('npm', ['start', '-w', 'apps/api'], { env });
const code = await server.exited;
rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
