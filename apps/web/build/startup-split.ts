import path from 'node:path';
import { build } from 'vite';
import type { Rolldown } from 'vite';
import { startupModules } from './startup-chunk.ts';
import type { SplitChunk } from './startup-chunk.ts';

/** Set while the first split runs: the config it loads (the same file) then splits as Rolldown alone would. */
const FIRST_SPLIT = 'WAYFARE_FIRST_SPLIT';

function chunksOf(result: Awaited<ReturnType<typeof build>>): SplitChunk[] {
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs.flatMap((output) =>
    output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'),
  );
}

/**
 * Builds the browser bundle once more without writing it, with Rolldown's own split, and returns the modules of
 * the startup's chunks (startup-chunk.ts); null inside that first build. About 3 s more per browser build.
 */
export async function startupSplit(configFile: string, mode: string, keepApart: RegExp): Promise<Set<string> | null> {
  if (process.env[FIRST_SPLIT]) return null;
  process.env[FIRST_SPLIT] = '1';
  try {
    const result = await build({ configFile, mode, logLevel: 'error', build: { write: false, manifest: false } });
    const rootLayout = path.join(path.dirname(configFile), 'src/app/routes/root-layout.tsx');
    return startupModules(chunksOf(result), rootLayout, (moduleId) => keepApart.test(moduleId));
  } finally {
    delete process.env[FIRST_SPLIT];
  }
}
