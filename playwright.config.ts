import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

// System Chromium only: browsers are never downloaded (README: CHROMIUM_PATH for other machines).
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  // One folder per port: Playwright empties its output folder at the start, so runs on other ports (other people's,
  // in the same tree) would delete this run's traces while it writes them.
  outputDir: `test-results/playwright-${port}`,
  fullyParallel: true,
  // Two browsers at once on CI's 2 cores (the default there would be 1); E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 0) || (process.env.CI ? 2 : undefined),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Under CI the e2e lane shares the 2 cores with lint, typecheck and the unit suite (scripts/test-stages.mjs): a
  // page that boots in 3 s alone took over 10 s there, so waits get twice the room. A passing test costs nothing more.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    launchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium', viewport: { width: 390, height: 844 } },
      // Checks that do not depend on the screen run once, in the desktop project.
      grepInvert: /@viewport-independent/,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/config.json`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    // The first run may build the web app.
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM (not the default SIGKILL) lets the server script remove its temporary data dir.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
