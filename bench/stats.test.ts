import { describe, expect, it } from 'vitest';
import { apiRatios, evaluateBars, landingJsBytes, median } from './stats.mjs';

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
  it("counts the build's gzip JS before the landing is usable, else what was requested before hydration", () => {
    const lighthouse = { landing: { scriptTransferBytes: 300, scriptTransferBytesBeforeInteractive: 200 } };
    expect(landingJsBytes({ lighthouse, bundle: { landingJsGzipBytes: 100 } })).toBe(100);
    expect(landingJsBytes({ lighthouse })).toBe(200);
    expect(landingJsBytes({ lighthouse: { landing: { scriptTransferBytes: 300 } } })).toBeNaN();
  });
});

describe('evaluateBars (design.md quality bars)', () => {
  const flights = { totalCount: 4000, p99Ms: 12, requestsPerSecond: 1200, failures: 0 };
  const memory = { secondOverFirst: 1.05, failures: 0 };

  it('checks only the parts that were measured', () => {
    const bars = evaluateBars({ api: { flights, memory } });
    expect(bars).toEqual([
      { id: 'api-p99', label: 'Flights RetrieveProposals (1,000+ proposals, 1 facet) p99 ≤ 30 ms', pass: true },
      { id: 'api-rps', label: 'Flights RetrieveProposals ≥ 1,500 req/s, no failed request', pass: false },
      {
        id: 'api-memory',
        label: 'API memory bounded: RSS after a 2nd batch of searches ≤ 1.2 × after the 1st',
        pass: true,
      },
    ]);
  });

  it('does not count throughput made of failed requests', () => {
    const [, rps] = evaluateBars({ api: { flights: { ...flights, requestsPerSecond: 9000, failures: 12 } } });
    expect(rps?.pass).toBe(false);
  });

  it('needs the 1,000+ proposals of issue 4 for the latency bar to count', () => {
    const [p99] = evaluateBars({ api: { flights: { ...flights, totalCount: 999 } } });
    expect(p99?.pass).toBe(false);
  });

  it('takes p99 from the latency run (fewer connections) when there is one', () => {
    const congested = { ...flights, p99Ms: 60 };
    const [p99] = evaluateBars({ api: { flights: congested, flightsLatency: { ...flights, p99Ms: 25 } } });
    expect(p99?.pass).toBe(true);
    const [slow] = evaluateBars({ api: { flights, flightsLatency: { ...flights, p99Ms: 31 } } });
    expect(slow?.pass).toBe(false);
  });

  it('fails the memory bar when RSS keeps growing or searches fail', () => {
    const pass = (value: object) => evaluateBars({ api: { flights, memory: value } })[2]?.pass;
    expect(pass({ secondOverFirst: 1.3, failures: 0 })).toBe(false);
    expect(pass({ secondOverFirst: 1, failures: 1 })).toBe(false);
  });

  it('compares landing LCP with the blank page and the landing JS budget', () => {
    const bars = evaluateBars({
      lighthouse: { landing: { score: 96, tbtMs: 40, cls: 0.03, scriptTransferBytes: 120 * 1024 }, lcpRatio: 1.2 },
      bundle: { landingJsGzipBytes: 151 * 1024 },
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

describe('evaluateBars: the stays results page', () => {
  it('checks the results page bars only when it was measured', () => {
    const landing = { score: 96, tbtMs: 40, cls: 0, scriptTransferBytes: 100 * 1024 };
    const without = evaluateBars({ lighthouse: { landing, lcpRatio: 1.2 } });
    expect(without.map((bar) => bar.id)).not.toContain('results-score');
    const bars = evaluateBars({
      lighthouse: {
        landing,
        results: { score: 91, tbtMs: 120, cls: 0.01, scriptTransferBytes: 200 * 1024 },
        lcpRatio: 1.2,
        lcpRatios: { landing: 1.2, results: 1.5 },
      },
    });
    expect(
      Object.fromEntries(bars.filter((bar) => bar.id.startsWith('results')).map((bar) => [bar.id, bar.pass])),
    ).toEqual({ 'results-score': false, 'results-lcp-ratio': false, 'results-tbt': true, 'results-cls': true });
  });
});

describe('apiRatios', () => {
  it('relates shopping throughput and p99 to the cheapest route of the same run', () => {
    const load = (requestsPerSecond: number, p99Ms: number) => ({ requestsPerSecond, p99Ms });
    expect(apiRatios({ flights: load(1500, 30), stays: load(1000, 45), flags: load(3000, 15) })).toEqual({
      flightsRpsOverFlags: 0.5,
      staysRpsOverFlags: 0.33,
      flightsP99OverFlags: 2,
      staysP99OverFlags: 3,
    });
  });

  it('gives null rather than a division by zero', () => {
    const zero = { requestsPerSecond: 0, p99Ms: 0 };
    expect(apiRatios({ flights: zero, stays: zero, flags: zero }).flightsRpsOverFlags).toBeNull();
  });
});
