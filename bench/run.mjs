// `npm run bench`: Lighthouse (landing, stays results) vs a blank Vite page, JS per route, API load (design.md "Quality bars").
// Flags: --runs=N (Lighthouse runs per page, default 3), --duration=S (each API load test, default 10),
//        --searches=N (API memory: searches per batch, default 1000),
//        --only=lighthouse,bundle,api,scale,checkout (default all; scale needs TEST_DATABASE_URL, redis-server, nginx;
//        checkout runs on PostgreSQL too with TEST_DATABASE_URL or DATABASE_URL), --strict (exit 1 when a measured bar fails).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, ensureWebBuild } from '../scripts/web-build.mjs';
import { bundleReport } from './bundle.mjs';
import { flightResultsPath, killAllChromes, measurePages, staysResultsPath } from './lighthouse.mjs';
import { measureApi } from './api.mjs';
import { measureScaleOut } from './scale-out.mjs';
import { measureCheckouts, printCheckouts } from './checkout.mjs';
import { printReport } from './report.mjs';
import { buildBlankPage, freePort, serveStatic, startProduct } from './servers.mjs';
import { evaluateBars } from './stats.mjs';

function parseArgs(argv) {
  const options = {
    runs: 3,
    duration: 10,
    searches: 1000,
    only: ['lighthouse', 'bundle', 'api', 'scale', 'checkout'],
    strict: false,
  };
  for (const arg of argv) {
    const [name, value] = arg.replace(/^--/, '').split('=');
    if (name === 'runs') options.runs = Math.max(1, Number(value));
    else if (name === 'duration') options.duration = Math.max(1, Number(value));
    else if (name === 'searches') options.searches = Math.max(1, Number(value));
    else if (name === 'only') options.only = value.split(',');
    else if (name === 'strict') options.strict = true;
    else
      throw new Error(
        `Unknown option ${arg} (use --runs=N --duration=S --searches=N --only=lighthouse,bundle,api,scale,checkout --strict)`,
      );
  }
  return options;
}

const OUT_DIR = path.join(ROOT, 'bench/.out');
const options = parseArgs(process.argv.slice(2));
const log = (message) => console.log(message);

// Everything started here is stopped in `cleanup`, on success, failure or Ctrl-C.
const cleanups = [];
async function cleanup() {
  await killAllChromes();
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((error) => console.error(error.message));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping…`);
    cleanup().finally(() => process.exit(130));
  });
}

const results = { date: new Date().toISOString(), node: process.version, options };
try {
  mkdirSync(OUT_DIR, { recursive: true });
  await ensureWebBuild({ log });

  if (options.only.includes('bundle')) {
    log('Measuring JS per route (gzip)…');
    results.bundle = bundleReport(path.join(ROOT, 'apps/web/dist'));
  }

  if (options.only.includes('lighthouse') || options.only.includes('api')) {
    const port = await freePort();
    log(`Starting the product on port ${port}…`);
    const product = await startProduct(port, path.join(OUT_DIR, 'api.log'));
    cleanups.push(product.stop);

    if (options.only.includes('lighthouse')) {
      log('Building the blank Vite + React page…');
      const blankDist = await buildBlankPage(OUT_DIR);
      const blankPort = await freePort();
      const blankServer = await serveStatic(blankDist, blankPort);
      cleanups.push(() => new Promise((resolve) => blankServer.close(() => resolve())));
      log(`Lighthouse (mobile preset), ${options.runs} run(s) per page…`);
      results.lighthouse = await measurePages({
        blankUrl: `http://localhost:${blankPort}/`,
        // The landing (issue 3), the stays results page (issue 6) and the flight results (issue 16), all on the
        // localhost demo brand; the bars read the landing and the stays results.
        pages: {
          landing: `${product.url}/`,
          results: `${product.url}${staysResultsPath()}`,
          flights: `${product.url}${flightResultsPath()}`,
        },
        runs: options.runs,
        log,
      });
    }

    if (options.only.includes('api')) {
      log(`API: load tests (${options.duration} s each after a warm-up, 50 connections; 10 for latency), then memory…`);
      results.api = await measureApi({
        origin: `http://127.0.0.1:${port}`,
        rootPid: product.pid,
        durationSeconds: options.duration,
        connections: 50,
        searches: options.searches,
        log,
      });
    }
  }

  if (options.only.includes('scale')) {
    // Issue 17: two instances behind nginx over PostgreSQL (TEST_DATABASE_URL) and Redis; skipped without them.
    log('Scale-out: RetrieveProposals through nginx with one, then two API instances…');
    results.scaleOut = await measureScaleOut({
      adminUrl: process.env.TEST_DATABASE_URL,
      durationSeconds: options.duration,
      log,
    });
  }

  if (options.only.includes('checkout')) {
    // Issue 15 item 12: CreateCart under 200 concurrent checkouts, on each database.
    results.checkout = await measureCheckouts({
      adminUrl: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL,
      log,
    });
  }

  results.bars = evaluateBars(results);
  writeFileSync(path.join(OUT_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  printReport(results);
  if (results.checkout) printCheckouts(results.checkout);
  log(`\nResults: ${path.relative(process.cwd(), path.join(OUT_DIR, 'results.json'))}`);
  const checkoutFailed = Object.values(results.checkout ?? {}).some((run) => !run.pass);
  if (options.strict && (results.bars.some((bar) => !bar.pass) || checkoutFailed)) process.exitCode = 1;
} catch (error) {
  console.error(`\nBench failed: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
