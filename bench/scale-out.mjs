// `npm run bench -- --only=scale` or `node bench/scale-out.mjs [--duration=S]` (issue 17): RetrieveProposals throughput through nginx with one
// and with two API instances over PostgreSQL and Redis, measured in one run, as a ratio, and p99 at 10
// connections; plus each instance's RSS after the load. On a 2-core machine the load generator, nginx,
// PostgreSQL, Redis and the instances share the cores: the ratio shows the overhead, not the gain.
// Needs TEST_DATABASE_URL, redis-server and nginx (scripts/multi-instance-cluster.mjs); skips otherwise.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createFlightSearch, sleep } from '../scripts/journey-steps.mjs';
import { ROOT, missingPrerequisites, startCluster } from '../scripts/multi-instance-cluster.mjs';
import { loadTest } from './load.mjs';

const CONNECTIONS = 10;

/** The journeys' `ok` (scripts/journey-steps.mjs) through the balancer: one try, the result or an error. */
const okThrough = (origin) => async (method, route, body) => {
  const res = await fetch(`${origin}${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok || !json.success) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json.error)}`);
  return json.result;
};

/** Resident memory of the process listening on `port` (found through /proc), in MB. */
async function rssOfPort(port) {
  const ps = spawnSync('ps', ['-eo', 'pid,rss,args'], { encoding: 'utf8' }).stdout.split('\n');
  const pids = ps.filter((line) => line.includes('dist/server.js')).map((line) => line.trim().split(/\s+/));
  for (const [pid, rss] of pids) {
    const environ = await readFile(`/proc/${pid}/environ`, 'utf8').catch(() => '');
    if (environ.split('\0').includes(`PORT=${port}`)) return Math.round(Number(rss) / 1024);
  }
  return null;
}

/** The scale-out figures, or `{ skipped }` naming what is missing. */
export async function measureScaleOut({ adminUrl, durationSeconds = 10, log = console.log }) {
  const missing = await missingPrerequisites(adminUrl);
  if (missing.length > 0) {
    log(`Scale-out skipped: missing ${missing.join('; ')}.`);
    return { skipped: missing };
  }
  const built = spawnSync(process.execPath, [path.join(ROOT, 'apps/api/scripts/build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the API build failed');
  const cluster = await startCluster({ adminUrl, env: { RATE_LIMIT_MAX: '0' } });
  try {
    const searchId = await createFlightSearch(okThrough(cluster.balancer));
    await sleep(1_000);
    const target = {
      method: 'POST',
      path: `/api/services/app/ShoppingTransportService/RetrieveProposals?searchId=${searchId}`,
      body: JSON.stringify({ staticData: { language: 'en' }, page: { pageNumber: 1, pageSize: 20 } }),
    };
    const measure = () => loadTest({ origin: cluster.balancer, target, connections: CONNECTIONS, durationSeconds });
    await cluster.killInstance(1);
    // nginx rests the dead instance after its first failure; the warm-up inside loadTest absorbs that.
    const one = await measure();
    await cluster.startInstance(1);
    await sleep(2_500);
    const two = await measure();
    const rssMb = await Promise.all(cluster.instances.map((base) => rssOfPort(new URL(base).port)));
    const ratio = Math.round((two.requestsPerSecond / Math.max(one.requestsPerSecond, 1)) * 100) / 100;
    log(
      [
        `Scale-out (RetrieveProposals through nginx, ${CONNECTIONS} connections, ${durationSeconds} s each):`,
        `  1 instance : ${one.requestsPerSecond} req/s, p99 ${one.p99Ms} ms, failures ${one.failures}`,
        `  2 instances: ${two.requestsPerSecond} req/s, p99 ${two.p99Ms} ms, failures ${two.failures}`,
        `  ratio 2/1  : ${ratio}`,
        `  RSS after load: ${rssMb.map((mb) => `${mb} MB`).join(', ')}`,
      ].join('\n'),
    );
    return { connections: CONNECTIONS, one, two, ratio, rssMb };
  } finally {
    await cluster.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const duration = Number(/--duration=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 10);
  await measureScaleOut({ adminUrl: process.env.TEST_DATABASE_URL, durationSeconds: duration });
}
