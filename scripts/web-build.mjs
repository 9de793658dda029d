import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Repository root (this file lives in scripts/). */
export const ROOT = path.resolve(import.meta.dirname, '..');

/** Everything the web build reads: when any of it is newer than dist/index.html, the build is stale. */
const WEB_INPUTS = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/vite-plugins',
  'packages/contract/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** Why the web app must be (re)built, or null when apps/web/dist is current. */
export function webBuildReason(root = ROOT) {
  const index = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(index)) return 'apps/web/dist/index.html is missing';
  const built = statSync(index).mtimeMs;
  const newest = Math.max(...WEB_INPUTS.map((input) => newestMtime(path.join(root, input))));
  return newest > built ? 'sources changed since the last build' : null;
}

/** Runs a command with inherited output; resolves on exit 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Builds apps/web when its dist is missing or older than its sources (shared by start and e2e). */
export async function ensureWebBuild({ log = console.log } = {}) {
  const reason = webBuildReason();
  if (!reason) return false;
  log(`Building the web app (${reason})…`);
  await run('npm', ['run', 'build', '-w', 'apps/web']);
  return true;
}

/**
 * Starts a long-running child in its own process group and forwards the signals that should stop it to the
 * whole group: `npm start -w` runs `sh -c tsx …`, and a signal sent to npm alone would orphan the server.
 * Resolves `exited` with the exit code to use.
 */
export function runForwardingSignals(command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', detached: true, ...options });
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const forward = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // the group is already gone
    }
  };
  for (const signal of signals) process.on(signal, forward);
  // If this script dies anyway (uncaught error), do not leave the server running.
  const killGroup = () => forward('SIGTERM');
  process.on('exit', killGroup);
  return {
    child,
    exited: new Promise((resolve) => {
      child.on('error', (error) => {
        console.error(error.message);
        resolve(1);
      });
      child.on('exit', (code, signal) => {
        for (const s of signals) process.off(s, forward);
        process.off('exit', killGroup);
        resolve(code ?? (signal ? 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15) : 1));
      });
    }),
  };
}

/** Polls `url` until it answers (any HTTP status below 500) or `timeoutMs` passes. */
export async function waitForHttp(url, { timeoutMs = 60_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return false;
}
