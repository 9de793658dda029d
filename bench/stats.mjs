/** Median of a list of numbers (mean of the middle two for an even count); NaN when empty. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * JS the landing page loads before it is usable: what Lighthouse saw transferred when it ran (the truth,
 * lazy chunks fetched during startup included), else the manifest estimate (entry + landing chunks).
 */
export function landingJsBytes(results) {
  return results.lighthouse?.landing.scriptTransferBytes ?? results.bundle?.landingJsGzipBytes ?? Number.NaN;
}

/** design.md "Quality bars": the measured ones, as predicates over results.json values. */
export const QUALITY_BARS = [
  { id: 'landing-score', label: 'Landing performance score ≥ 95', check: (r) => r.lighthouse?.landing.score >= 95 },
  { id: 'lcp-ratio', label: 'Landing LCP ≤ 1.3 × blank LCP', check: (r) => r.lighthouse?.lcpRatio <= 1.3 },
  { id: 'tbt', label: 'Landing TBT ≤ 150 ms', check: (r) => r.lighthouse?.landing.tbtMs <= 150 },
  { id: 'cls', label: 'Landing CLS ≤ 0.02', check: (r) => r.lighthouse?.landing.cls <= 0.02 },
  {
    id: 'landing-js',
    label: 'JS before the landing is interactive ≤ 150 KB gzip',
    check: (r) => landingJsBytes(r) <= 150 * 1024,
  },
  { id: 'api-p99', label: 'API p99 ≤ 30 ms', check: (r) => r.api?.p99Ms <= 30 },
  {
    id: 'api-rps',
    label: 'API ≥ 1,500 req/s, no failed request',
    check: (r) => r.api?.requestsPerSecond >= 1500 && r.api.failures === 0,
  },
];

/** Pass/fail of every bar whose measurement ran (skipped parts are left out). */
export function evaluateBars(results) {
  const measured = {
    'landing-score': results.lighthouse,
    'lcp-ratio': results.lighthouse,
    tbt: results.lighthouse,
    cls: results.lighthouse,
    'landing-js': results.lighthouse ?? results.bundle,
    'api-p99': results.api,
    'api-rps': results.api,
  };
  return QUALITY_BARS.filter((bar) => measured[bar.id]).map((bar) => ({
    id: bar.id,
    label: bar.label,
    pass: Boolean(bar.check(results)),
  }));
}
