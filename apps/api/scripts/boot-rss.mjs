// `node apps/api/scripts/boot-rss.mjs [--tsx]`: starts the API (the production build, or through tsx with
// --tsx), waits until /api/health answers, and prints its resident memory at boot and after 2,000
// RetrieveProposals-sized requests (issue 17: a memory budget per instance). Uses DATABASE_URL when set,
// else embedded PGlite in memory; REDIS_URL is passed through.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const useTsx = process.argv.includes('--tsx');
const port = 18_000 + Math.floor(Math.random() * 1_000);
const command = useTsx ? ['node_modules/.bin/tsx', ['src/server.ts']] : [process.execPath, ['dist/server.js']];
const tsxBin = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url));
const child = spawn(useTsx ? tsxBin : command[0], command[1], {
  cwd: apiDir,
  env: { DATA_DIR: 'memory://', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0', ...process.env, PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;

/** RSS of the server process and its children (tsx runs node under itself), in MB. */
async function rssMb(pid) {
  const ids = [pid];
  try {
    const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8');
    ids.push(...children.split(' ').filter(Boolean).map(Number));
  } catch {
    // No /proc children list: the process alone.
  }
  let kb = 0;
  for (const id of ids) {
    const status = await readFile(`/proc/${id}/status`, 'utf8').catch(() => '');
    kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  }
  return Math.round(kb / 1024);
}

async function waitUp() {
  const started = Date.now();
  while (Date.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not answer /api/health within 60 s');
}

const post = (path, body) =>
  fetch(`${base}/api/services/app/ShoppingTransportService/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((res) => res.json());

try {
  const bootMs = await waitUp();
  const atBoot = await rssMb(child.pid);
  const outbound = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const { result } = await post('CreateSearch', {
    departure: 'MAD',
    destination: 'FCO',
    outboundDate: outbound,
    adults: 2,
    childrenAges: [],
    productType: 'F',
    businessProfileId: 'BP-WAYFARE-F',
    language: 'en',
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const first = await post(`RetrieveProposals?searchId=${result.searchId}`, { staticData: { language: 'en' } });
  if (!first.success) throw new Error(`RetrieveProposals failed: ${JSON.stringify(first.error)}`);
  for (let round = 0; round < 200; round++) {
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(`RetrieveProposals?searchId=${result.searchId}`, {
          page: { pageNumber: 1 + ((round + index) % 20), pageSize: 20 },
          staticData: { language: 'en' },
        }),
      ),
    );
  }
  const afterLoad = await rssMb(child.pid);
  console.log(
    `${useTsx ? 'tsx src/server.ts' : 'node dist/server.js'} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ` +
      `ready in ${bootMs} ms, RSS ${atBoot} MB at boot, ${afterLoad} MB after 2,000 RetrieveProposals`,
  );
} finally {
  child.kill('SIGTERM');
}
