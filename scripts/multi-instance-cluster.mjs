// A real multi-instance deployment on one machine (issue 17): a fresh PostgreSQL database, Redis, N API
// instances from the production build, and nginx balancing them round robin without stickiness.
// Used by scripts/test-multi-instance.mjs; every process is a child of this one and is stopped by stop().
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_DIR = path.join(ROOT, 'apps/api');
/** nginx's fail_timeout: an instance that refused a connection is left out of the rotation this long. */
const FAIL_TIMEOUT_S = 2;
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? 'nginx';

/** What is missing to run the cluster (empty when everything is there). */
export async function missingPrerequisites(databaseUrl) {
  const missing = [];
  if (spawnSync(NGINX, ['-v']).status !== 0) missing.push('nginx (Debian package nginx)');
  if (spawnSync('redis-server', ['--version']).status !== 0) missing.push('redis-server (Debian package redis-server)');
  if (!databaseUrl) missing.push('a PostgreSQL server (set TEST_DATABASE_URL)');
  else {
    const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3_000 });
    try {
      await client.connect();
      await client.end();
    } catch (error) {
      missing.push(`PostgreSQL at TEST_DATABASE_URL (${error.message})`);
    }
  }
  return missing;
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Spawns a long-running child, keeps its output for failure reports, resolves once `ready()` holds. */
function startProcess(name, command, args, options, ready) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return {
    name,
    child,
    exited,
    output: () => output,
    ready: (async () => {
      const started = Date.now();
      while (Date.now() - started < 60_000) {
        if (child.exitCode !== null || child.signalCode !== null) break;
        if (await ready(output)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`${name} did not start:\n${output}`);
    })(),
  };
}

const httpUp = (url) => () =>
  fetch(url).then(
    (res) => res.ok,
    () => false,
  );

function nginxConfig({ dir, port, upstreams }) {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream wayfare_api {
    # Round robin, no stickiness: any request may land on any instance.
${upstreams.map((upstream) => `    server ${upstream} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`).join('\n')}
    # No upstream keepalive: a POST sent on a kept-alive connection to an instance that just died counts as sent,
    # and nginx never replays a non-idempotent request (502). A fresh connection is refused instead, and nginx
    # passes the request to the next instance.
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://wayfare_api;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that is down (refused or reset before answering) is skipped for the next one.
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/**
 * Starts the cluster: `instances` API processes over one fresh database and one Redis, behind nginx.
 * Returns the balancer URL, each instance's direct URL, and controls to kill and restart instances.
 */
export async function startCluster({ adminUrl, instances = 2, env: extraEnv = {} }) {
  const stoppers = [];
  const dir = await mkdtemp(path.join(tmpdir(), 'wayfare-multi-'));
  stoppers.push(() => rm(dir, { recursive: true, force: true }));
  const stop = async () => {
    for (const stopper of stoppers.reverse()) await stopper().catch(() => undefined);
  };
  try {
    const name = `wayfare_multi_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    stoppers.push(async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${name}`;

    const redisPort = await freePort();
    const redis = startProcess(
      'redis-server',
      'redis-server',
      ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {},
      (output) => output.includes('Ready to accept connections'),
    );
    stoppers.push(async () => {
      redis.child.kill('SIGTERM');
      await redis.exited;
    });
    await redis.ready;

    // Every instance shares the secrets (signed search ids must verify everywhere) and trusts nginx.
    const env = {
      ...process.env,
      APP_ENVIRONMENT: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      TRUST_PROXY: '127.0.0.1',
      SEED_ON_BOOT: 'false',
      LOG_LEVEL: 'warn',
      SSO_SIGNING_SECRET: randomBytes(24).toString('hex'),
      ACCESS_TOKEN_SECRET: randomBytes(24).toString('hex'),
      EVENTS_TOKEN: randomBytes(12).toString('hex'),
      DEV_KEY: randomBytes(12).toString('hex'),
      ...extraEnv,
    };
    // The release step: migrations and seed data once, before any instance starts.
    const seeded = spawnSync(process.execPath, ['dist/seed-command.js'], { cwd: API_DIR, env, encoding: 'utf8' });
    if (seeded.status !== 0) throw new Error(`npm run seed:prod failed:\n${seeded.stdout}${seeded.stderr}`);

    const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
    const running = new Map();
    let booted = false;
    const startInstance = async (index, restarting = booted) => {
      const port = ports[index];
      const api = startProcess(
        `api-${index + 1}`,
        process.execPath,
        ['dist/server.js'],
        { cwd: API_DIR, env: { ...env, PORT: String(port) } },
        httpUp(`http://127.0.0.1:${port}/api/health`),
      );
      running.set(index, api);
      await api.ready;
      // nginx still counts a restarted instance as failed until fail_timeout has passed; were the other instance to
      // die inside that window, nginx would have no live upstream (502). A supervisor's restart takes longer.
      if (restarting) await new Promise((resolve) => setTimeout(resolve, FAIL_TIMEOUT_S * 1000 + 100));
    };
    const killInstance = async (index) => {
      const api = running.get(index);
      if (!api) return;
      running.delete(index);
      // SIGKILL: a crash, not a graceful shutdown.
      api.child.kill('SIGKILL');
      await api.exited;
    };
    stoppers.push(async () => {
      for (const index of [...running.keys()]) await killInstance(index);
    });
    await Promise.all(ports.map((_, index) => startInstance(index)));
    booted = true;

    const balancerPort = await freePort();
    await writeFile(
      path.join(dir, 'nginx.conf'),
      nginxConfig({ dir, port: balancerPort, upstreams: ports.map((port) => `127.0.0.1:${port}`) }),
    );
    const nginx = startProcess(
      'nginx',
      NGINX,
      ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
      {},
      httpUp(`http://127.0.0.1:${balancerPort}/api/health`),
    );
    stoppers.push(async () => {
      nginx.child.kill('SIGTERM');
      await nginx.exited;
    });
    await nginx.ready;

    return {
      balancer: `http://127.0.0.1:${balancerPort}`,
      instances: ports.map((port) => `http://127.0.0.1:${port}`),
      databaseUrl: databaseUrl.toString(),
      devKey: env.DEV_KEY,
      killInstance,
      startInstance,
      logs: () => [...running.values()].map((api) => `--- ${api.name}\n${api.output()}`).join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
