import { describe, expect, it } from 'vitest';
import { findServerPid, parseVmRssBytes, runPool } from './memory.mjs';

describe('parseVmRssBytes', () => {
  it('reads VmRSS of /proc/<pid>/status in bytes', () => {
    expect(parseVmRssBytes('Name:\tnode\nVmPeak:\t  900 kB\nVmRSS:\t  123456 kB\nThreads:\t11\n')).toBe(123456 * 1024);
    expect(parseVmRssBytes('Name:\tzombie\n')).toBeNaN();
  });
});

describe('findServerPid', () => {
  const tree = [
    { pid: 10, ppid: 1, cmdline: 'npm start -w apps/api' },
    { pid: 11, ppid: 10, cmdline: 'sh -c tsx src/server.ts' },
    { pid: 12, ppid: 11, cmdline: 'node /repo/node_modules/.bin/tsx src/server.ts' },
    { pid: 13, ppid: 12, cmdline: '/usr/bin/node --require preflight.cjs --import loader.mjs src/server.ts' },
    { pid: 20, ppid: 1, cmdline: '/usr/bin/node --import loader.mjs src/server.ts' },
  ];

  it('picks the innermost node running server.ts under the product, not tsx nor sh', () => {
    expect(findServerPid(tree, 10)).toBe(13);
  });

  it('ignores servers other engineers run elsewhere, and says when there is none', () => {
    expect(findServerPid(tree, 20)).toBeNull();
    expect(findServerPid(tree, 99)).toBeNull();
  });
});

describe('runPool', () => {
  it('runs every task, never more than `concurrency` at once', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const tasks = Array.from({ length: 10 }, (_, index) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 2));
      done.push(index);
      running--;
    });
    await runPool(tasks, 3);
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(peak).toBe(3);
  });
});
