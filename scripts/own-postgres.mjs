// A throwaway PostgreSQL server of its own (initdb in a temporary directory, pg_ctl on a free port), for a journey
// that restarts the database: restarting the shared TEST_DATABASE_URL server would break every other test using it.
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './multi-instance-cluster.mjs';

/** The PostgreSQL binaries directory (as .ci/run finds it), or null. */
export function pgBinDir() {
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (config.status === 0 && existsSync(path.join(config.stdout.trim(), 'initdb'))) return config.stdout.trim();
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  const found = versions.map((version) => path.join(base, version, 'bin')).find((dir) => existsSync(`${dir}/initdb`));
  return found ?? null;
}

/** initdb refuses to run as root: as root, the server runs as the `postgres` user (as in .ci/run). */
const asRoot = process.getuid?.() === 0;

function run(bin, args) {
  const command = asRoot ? 'runuser' : bin;
  const argv = asRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  const result = spawnSync(command, argv, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${path.basename(bin)} ${args[0]} failed:\n${result.stdout}${result.stderr}`);
  return result;
}

/** What is missing to start one (empty when it can). */
export function ownPostgresMissing() {
  const bin = pgBinDir();
  if (!bin) return ['PostgreSQL binaries (initdb, pg_ctl)'];
  if (asRoot && spawnSync('id', ['postgres']).status !== 0) return ['the postgres user (initdb cannot run as root)'];
  return [];
}

/** Starts the server; `restart()` is `pg_ctl restart -m fast` (every connection dropped), `stop()` removes it. */
export async function startOwnPostgres() {
  const bin = pgBinDir();
  const dir = await mkdtemp(path.join(tmpdir(), 'wayfare-own-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  const port = await freePort();
  const pgCtl = path.join(bin, 'pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const log = path.join(dir, 'postgres.log');
  run(pgCtl, ['start', '-D', data, '-l', log, '-w', '-o', options]);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // Asynchronous: the load and the probes go on while the server goes down and comes back.
    restart: () =>
      new Promise((resolve, reject) => {
        // With its log file: a server holding this call's output pipes would keep the call from ever returning.
        const args = ['restart', '-D', data, '-l', log, '-m', 'fast', '-w', '-o', options];
        const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', pgCtl, ...args]] : [pgCtl, args];
        execFile(command, argv, (error, stdout, stderr) =>
          error ? reject(new Error(`pg_ctl restart failed:\n${stdout}${stderr}`)) : resolve(),
        );
      }),
    stop: async () => {
      spawnSync(asRoot ? 'runuser' : pgCtl, [
        ...(asRoot ? ['-u', 'postgres', '--', pgCtl] : []),
        'stop',
        '-D',
        data,
        '-m',
        'immediate',
        '-w',
      ]);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
