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
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const scriptBytes = (audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((total, item) => total + (item.transferSize ?? 0), 0);
    return {
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      scriptTransferBytes: scriptBytes,
    };
  } finally {
    await chrome.kill();
    running.delete(chrome);
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
    runs,
  };
}

/**
 * `runs` Lighthouse runs on each page, alternating blank and landing so drift in the machine's load
 * affects both alike; medians per page and the landing/blank LCP ratio.
 */
export async function measurePages({ blankUrl, landingUrl, runs, log }) {
  const blank = [];
  const landing = [];
  for (let i = 1; i <= runs; i += 1) {
    log(`  lighthouse run ${i}/${runs}: blank`);
    blank.push(await runOnce(blankUrl));
    log(`  lighthouse run ${i}/${runs}: landing`);
    landing.push(await runOnce(landingUrl));
  }
  const summary = { blank: summarize(blank), landing: summarize(landing) };
  return { ...summary, lcpRatio: summary.landing.lcpMs / summary.blank.lcpMs };
}
