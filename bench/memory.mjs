/** API process memory (Linux /proc): which process is the server, its RSS, and RSS across many searches. */
import { readFileSync, readdirSync } from 'node:fs';
import { createSearch, retrieveWhenReady, searchPlan } from './shopping.mjs';

/** `VmRSS` of a `/proc/<pid>/status` text, in bytes (NaN when absent). */
export function parseVmRssBytes(statusText) {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(statusText);
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

/**
 * The API server among `processes` ({pid, ppid, cmdline}): the descendant of `rootPid` running
 * `src/server.ts` that has no such child itself (npm → sh → tsx → node: tsx's own launcher also names it).
 */
export function findServerPid(processes, rootPid) {
  const children = new Map();
  for (const process of processes) children.set(process.ppid, [...(children.get(process.ppid) ?? []), process]);
  const runsServer = (process) => /\bnode\b/.test(process.cmdline) && process.cmdline.includes('server.ts');
  let found = null;
  const visit = (pid) => {
    for (const child of children.get(pid) ?? []) {
      if (runsServer(child)) found = child.pid;
      visit(child.pid);
    }
  };
  visit(rootPid);
  return found;
}

/** Every process of this machine as {pid, ppid, cmdline} (those that vanish while listed are skipped). */
export function listProcesses() {
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name in parentheses may hold spaces: fields restart after its closing parenthesis.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      processes.push({ pid: Number(entry), ppid, cmdline });
    } catch {
      // exited meanwhile
    }
  }
  return processes;
}

export const readRssBytes = (pid) => parseVmRssBytes(readFileSync(`/proc/${pid}/status`, 'utf8'));

/** Runs `tasks` (async functions) with at most `concurrency` at a time. */
export async function runPool(tasks, concurrency) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
}

/** Creates `count` flight searches and reads the first page of each once ready; returns how many failed. */
export async function runSearches(origin, count, { distinct, offsetDays = 0, concurrency = 16 }) {
  const from = new Date(Date.now() + offsetDays * 86_400_000);
  let failures = 0;
  const tasks = searchPlan(count, { distinct, from }).map((body) => async () => {
    try {
      const searchId = await createSearch(origin, 'flight', body);
      const { status, envelope } = await retrieveWhenReady(origin, 'flight', searchId);
      // NO_CONTENT (nothing matches) is a valid answer; anything else but a page is a failure.
      if (status !== 200 && envelope?.error?.message !== 'NO_CONTENT') failures++;
    } catch {
      failures++;
    }
  });
  await runPool(tasks, concurrency);
  return failures;
}

/**
 * RSS before, after `perBatch` searches and after a second batch of other queries (dates a day later: nothing shared).
 * The API keeps at most 500 flight searches and 16 queries' offers: `distinct` above 16 fills both.
 */
export async function measureMemory({ origin, pid, perBatch = 1000, distinct = 20 }) {
  const rss = [readRssBytes(pid)];
  const started = Date.now();
  let failures = 0;
  for (const offsetDays of [0, 1]) {
    failures += await runSearches(origin, perBatch, { distinct, offsetDays });
    rss.push(readRssBytes(pid));
  }
  const [beforeBytes, afterFirstBytes, afterSecondBytes] = rss;
  return {
    pid,
    searchesPerBatch: perBatch,
    distinctQueriesPerBatch: distinct,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    failures,
    rssBeforeBytes: beforeBytes,
    rssAfterFirstBytes: afterFirstBytes,
    rssAfterSecondBytes: afterSecondBytes,
    firstOverBefore: afterFirstBytes / beforeBytes,
    secondOverFirst: afterSecondBytes / afterFirstBytes,
  };
}
