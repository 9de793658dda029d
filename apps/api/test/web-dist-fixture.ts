import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUNTIME_CONFIG_MARKER } from '@wayfare/contract';

export const FIXTURE_INDEX = `<!doctype html><html><head>${RUNTIME_CONFIG_MARKER}<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

/**
 * A minimal built web app in a temporary folder (index.html with the runtime-config marker, one hashed asset,
 * robots.txt): API tests of the SPA fallback never depend on `apps/web/dist`, which CI builds beside them.
 */
export async function makeWebDist(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'wayfare-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), FIXTURE_INDEX);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
