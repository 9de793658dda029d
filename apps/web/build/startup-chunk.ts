/**
 * Issue 16 (JS before the landing is usable): the code every page loads at startup in one chunk, instead of the
 * ~30 small chunks Rolldown cuts along the lazy imports. Every chunk is gzipped on its own, so splitting what
 * always loads together costs bytes (import/export tables, preload lists, a lost gzip window): 5.2 KB gzip of the
 * landing's first screen (193,932 → 188,740 B), about 5 KB on every other screen.
 *
 * Which modules those are is read from a first split of the same build (Rolldown's own), not from the import
 * graph: a side-effect-free barrel imports every module it re-exports while tree-shaking keeps only what is used,
 * so walking the graph put every contract schema and zod in the startup (326 KB instead of 194).
 * The landing's own chunks are all shared with another screen or a lazy part (the kit's buttons, the search
 * form): joined, they would make those screens load the landing's code, so they stay as Rolldown cuts them.
 */

/** The part of a Rolldown output chunk this reads. */
export interface SplitChunk {
  fileName: string;
  moduleIds: readonly string[];
  imports: readonly string[];
  dynamicImports: readonly string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * The modules of the chunks every page loads before its screen: the entry's, its start-up paths' (hydrating a
 * server page, or booting on a static host) and the root layout's. Chunks that start with a module (the entry, a
 * lazy route) stay whole and apart: their file names and manifest keys are what the server links and what the
 * lazy imports load. `keepApart` names modules kept in a group of their own (React's vendor chunk).
 */
export function startupModules(
  chunks: readonly SplitChunk[],
  rootLayout: string,
  keepApart: (moduleId: string) => boolean,
): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<SplitChunk>();
  const load = (chunk: SplitChunk | undefined) => {
    if (!chunk || loaded.has(chunk)) return;
    loaded.add(chunk);
    for (const file of chunk.imports) load(byFile.get(file));
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  load(entry);
  for (const file of entry?.dynamicImports ?? []) load(byFile.get(file));
  load(chunks.find((chunk) => chunk.facadeModuleId === rootLayout));

  return new Set(
    [...loaded]
      .filter((chunk) => chunk.facadeModuleId === null)
      .flatMap((chunk) => chunk.moduleIds)
      .filter((id) => !keepApart(id)),
  );
}
