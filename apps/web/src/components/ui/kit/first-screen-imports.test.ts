import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 16: the landing's search form loads no React Aria before it is usable (it was 18.4 KB gzip of the first
 * load's 172.9 KB; the goal is 150 KB). The kit pieces it renders before a first press (the pickers' light fields,
 * the checkbox, the locale provider) reach no React Aria module through their static imports; a picker's full
 * component comes in through import() on first use (kit/on-demand.ts).
 */
const FIRST_SCREEN = [
  'date-picker.tsx',
  'date-range-picker.tsx',
  'traveller-picker.tsx',
  'combo-box.tsx',
  'checkbox.tsx',
  'locale-provider.tsx',
];
const REACT_ARIA =
  /^(react-aria|react-aria-components|react-stately|@react-aria\/|@react-stately\/|@internationalized\/)/;

/** `import … from 'x'` and `export … from 'x'`, not `import type` nor import(). */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?'([^']+)'/gm;

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  return (
    [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ??
    null
  );
}

/** Every package a module reaches through static imports, with the chain that brings it. */
function staticPackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string, chain: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (!specifier) continue;
      if (!specifier.startsWith('.')) {
        if (!packages.has(specifier)) packages.set(specifier, chain);
        continue;
      }
      const next = resolve(file, specifier);
      if (next) walk(next, `${chain} → ${path.basename(next)}`);
    }
  };
  walk(entry, path.basename(entry));
  return packages;
}

describe('the first screen’s kit pieces', () => {
  it.each(FIRST_SCREEN)('%s reaches no React Aria module before a press', (name) => {
    const reached = [...staticPackages(path.join(import.meta.dirname, name))]
      .filter(([specifier]) => REACT_ARIA.test(specifier))
      .map(([specifier, chain]) => `${specifier} (${chain})`);
    expect(reached).toEqual([]);
  });
});
