import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { IN_MEMORY } from '../src/db/client';
import { readPgliteTemplate } from './helper';
import { bootingTestTimeout } from './setup/limits';

/** Builds the app with a logger whose lines are collected. */
async function build(env: Record<string, string>, pgliteTemplate?: Blob) {
  const lines: { level: number; msg: string; cause?: string }[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
  const app = buildApp(loadConfig({ LOG_LEVEL: 'warn', ...env }), {
    logger: { level: 'warn', stream },
    pgliteTemplate,
  });
  return { app, lines };
}

describe('start-up (issue 15 item 7)', () => {
  // A whole boot from an empty embedded database (initdb and every migration) took 51 s under load, and its
  // synchronous WebAssembly start blocks the timers that would end the test: the boot here starts from the
  // migrated template, and the assertion is on the default plugin time limit a real start gets.
  it(
    'gives each plugin far more than Fastify’s 10 s default (the embedded database on a busy machine)',
    async () => {
      const { app } = await build({ DATA_DIR: IN_MEMORY }, await readPgliteTemplate());
      const ready = await app;
      try {
        expect(ready.initialConfig.pluginTimeout).toBeGreaterThanOrEqual(60_000);
      } finally {
        await ready.close();
      }
    },
    bootingTestTimeout(1),
  );

  it('retries the database once with a log line naming the cause, then fails with it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'wayfare-startup-'));
    const notADirectory = join(dir, 'file');
    await writeFile(notADirectory, 'not a directory');
    try {
      const { app, lines } = await build({ DATA_DIR: notADirectory });
      await expect(app).rejects.toThrow();
      const retry = lines.find((line) => line.msg.includes('retrying once'));
      expect(retry?.msg).toBe('database (pglite) did not open; retrying once');
      expect(retry?.cause).toMatch(/ENOTDIR|EEXIST|not a directory/i);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
