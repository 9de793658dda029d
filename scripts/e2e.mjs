// `npm run test:e2e`: Playwright against the system Chromium (browsers are never downloaded here).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, runForwardingSignals } from './web-build.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    [
      `Chromium not found at ${chromium}; the end-to-end tests need it.`,
      '  Debian/Ubuntu: apt-get install chromium',
      '  Or, on a machine that may download browsers:',
      '    npx playwright install chromium',
      '    CHROMIUM_PATH="$(node -e "console.log(require(\'playwright-core\').chromium.executablePath())")" npm run test:e2e',
    ].join('\n'),
  );
  process.exit(1);
}

const cli = path.join(ROOT, 'node_modules/@playwright/test/cli.js');
const { exited } = runForwardingSignals(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exitCode = await exited;
