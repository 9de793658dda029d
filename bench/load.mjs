import autocannon from 'autocannon';

/** The API route under load: every page load asks for the brand's feature flags (spec §4 startup). */
export const LOAD_TARGET = {
  method: 'POST',
  path: '/api/services/app/FeatureToogle/FlagProviderList',
  body: JSON.stringify({ domainName: 'localhost' }),
};

/** autocannon on loopback: `connections` concurrent clients for `durationSeconds`. */
export async function measureApi({ origin, durationSeconds, connections }) {
  const result = await autocannon({
    url: `${origin}${LOAD_TARGET.path}`,
    method: LOAD_TARGET.method,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: LOAD_TARGET.body,
    connections,
    duration: durationSeconds,
  });
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    route: `${LOAD_TARGET.method} ${LOAD_TARGET.path}`,
    connections,
    durationSeconds,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures,
  };
}
