import { describe, expect, it } from 'vitest';
import { evaluateBars, landingJsBytes, median } from './stats.mjs';

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores failed runs and is NaN without any value', () => {
    expect(median([Number.NaN, 5])).toBe(5);
    expect(median([])).toBeNaN();
  });
});

describe('landingJsBytes', () => {
  it('prefers what Lighthouse saw the landing page load over the manifest estimate', () => {
    expect(
      landingJsBytes({ lighthouse: { landing: { scriptTransferBytes: 200 } }, bundle: { landingJsGzipBytes: 100 } }),
    ).toBe(200);
    expect(landingJsBytes({ bundle: { landingJsGzipBytes: 100 } })).toBe(100);
  });
});

describe('evaluateBars (design.md quality bars)', () => {
  it('checks only the parts that were measured', () => {
    const bars = evaluateBars({ api: { p99Ms: 12, requestsPerSecond: 1200, failures: 0 } });
    expect(bars).toEqual([
      { id: 'api-p99', label: 'API p99 ≤ 30 ms', pass: true },
      { id: 'api-rps', label: 'API ≥ 1,500 req/s, no failed request', pass: false },
    ]);
  });

  it('does not count throughput made of failed requests', () => {
    const [, rps] = evaluateBars({ api: { p99Ms: 2, requestsPerSecond: 9000, failures: 12 } });
    expect(rps?.pass).toBe(false);
  });

  it('compares landing LCP with the blank page and the landing JS budget', () => {
    const bars = evaluateBars({
      lighthouse: { landing: { score: 96, tbtMs: 40, cls: 0.03, scriptTransferBytes: 151 * 1024 }, lcpRatio: 1.2 },
      bundle: { landingJsGzipBytes: 120 * 1024 },
    });
    expect(Object.fromEntries(bars.map((bar) => [bar.id, bar.pass]))).toEqual({
      'landing-score': true,
      'lcp-ratio': true,
      tbt: true,
      cls: false,
      'landing-js': false,
    });
  });
});
