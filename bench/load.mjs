import autocannon from 'autocannon';

/** The figures the report and the bars use, from an autocannon result. */
export function summarizeLoad(result, { route, connections, durationSeconds }) {
  return {
    route,
    connections,
    durationSeconds,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

function fire({ origin, target, connections, durationSeconds }) {
  return autocannon({
    url: `${origin}${target.path}`,
    method: target.method,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: target.body,
    connections,
    duration: durationSeconds,
  });
}

/**
 * autocannon on loopback: `connections` concurrent clients for `durationSeconds`, after a warm-up run
 * (JIT, caches, compression) whose figures are dropped.
 */
export async function loadTest({ origin, target, connections = 50, durationSeconds = 10, warmupSeconds = 2 }) {
  if (warmupSeconds > 0) await fire({ origin, target, connections, durationSeconds: warmupSeconds });
  const result = await fire({ origin, target, connections, durationSeconds });
  return summarizeLoad(result, { route: `${target.method} ${target.path}`, connections, durationSeconds });
}
