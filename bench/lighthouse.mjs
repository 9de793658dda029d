import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './stats.mjs';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/** The user-timing mark a server page sets once hydrated (apps/web src/app/ssr/hydrate-client.tsx). */
export const HYDRATED_MARK = 'wayfare:hydrated';

/** Chrome instances still running, so a failure or Ctrl-C can end them. */
const running = new Set();

export async function killAllChromes() {
  await Promise.allSettled([...running].map((chrome) => chrome.kill()));
  running.clear();
}

/** One Lighthouse run (default config = mobile preset, simulated throttling) in a fresh Chrome. */
async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  running.add(chrome);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) {
      throw Object.assign(new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`), {
        code: runtimeError.code,
      });
    }
    const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
    const scriptBytes = scripts.reduce((total, item) => total + (item.transferSize ?? 0), 0);
    // The server page marks the moment it has hydrated (apps/web src/app/ssr/hydrate-client.tsx HYDRATED_MARK):
    // the scripts requested before it are what the page needed to answer.
    const hydratedAt = (audits['user-timings']?.details?.items ?? []).find(
      (item) => item.name === HYDRATED_MARK,
    )?.startTime;
    const scriptBytesBeforeInteractive =
      hydratedAt === undefined
        ? null
        : scripts
            .filter((item) => item.networkRequestTime < hydratedAt)
            .reduce((total, item) => total + (item.transferSize ?? 0), 0);
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      scriptTransferBytes: scriptBytes,
      scriptTransferBytesBeforeInteractive: scriptBytesBeforeInteractive,
    };
  } finally {
    await chrome.kill();
    running.delete(chrome);
  }
}

/** Lighthouse's own trace failures (NO_NAVSTART, NO_FCP...) happen now and then on a busy machine: run again. */
const TRANSIENT_RUNTIME_ERROR = /^NO_/;

/** `attempt` again while it fails with a transient Lighthouse error, `tries` times at most. */
export async function withRetries(attempt, tries = 3) {
  for (let left = tries; ; left -= 1) {
    try {
      return await attempt();
    } catch (error) {
      if (left <= 1 || !TRANSIENT_RUNTIME_ERROR.test(error?.code ?? '')) throw error;
    }
  }
}

/** Median of each metric over the runs. */
function summarize(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    score: pick('score'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    scriptTransferBytes: pick('scriptTransferBytes'),
    scriptTransferBytesBeforeInteractive: pick('scriptTransferBytesBeforeInteractive'),
    runs,
  };
}

/** A stays search 60 to 63 days ahead (always in the future), as the stays e2e searches it: Rome, 2 adults. */
export function staysResultsPath(now = Date.now()) {
  const urlDate = (daysAhead) => new Date(now + daysAhead * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `/H?destination=rom&outboundDate=${urlDate(60)}&returnDate=${urlDate(63)}&adults=2`;
}

/** A flights search 30 to 37 days ahead, as the flights e2e searches it: Madrid to Rome, 2 adults (issue 16). */
export function flightResultsPath(now = Date.now()) {
  const urlDate = (daysAhead) => new Date(now + daysAhead * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `/F?departure=MAD&destination=fco&outboundDate=${urlDate(30)}&returnDate=${urlDate(37)}&adults=2`;
}

/**
 * `runs` Lighthouse runs on each page, alternating blank and the product's pages so drift in the machine's load
 * affects all alike; medians per page and each page's LCP over the blank page's.
 */
export async function measurePages({ blankUrl, pages, runs, log }) {
  const observed = { blank: [], ...Object.fromEntries(Object.keys(pages).map((name) => [name, []])) };
  const urls = { blank: blankUrl, ...pages };
  for (let i = 1; i <= runs; i += 1) {
    for (const name of Object.keys(urls)) {
      log(`  lighthouse run ${i}/${runs}: ${name}`);
      observed[name].push(await withRetries(() => runOnce(urls[name])));
    }
  }
  const summary = Object.fromEntries(Object.entries(observed).map(([name, list]) => [name, summarize(list)]));
  const lcpRatios = Object.fromEntries(
    Object.keys(pages).map((name) => [name, summary[name].lcpMs / summary.blank.lcpMs]),
  );
  // `lcpRatio` (the landing's) is what the quality bars and older results read.
  return { ...summary, urls, lcpRatios, lcpRatio: lcpRatios.landing };
}
