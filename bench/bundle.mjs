import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * JS per route from Vite's manifest (apps/web/dist/.vite/manifest.json): the startup (the entry with everything it
 * imports, statically or dynamically: the entry only starts the app, so all of it loads on every page) and each
 * other lazy chunk with the static imports the startup does not already bring. Shared chunks count once.
 */
export function bundleReport(distDir) {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build the web app first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzipCache = new Map();
  const gzipBytes = (file) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(distDir, file))).length);
    return gzipCache.get(file);
  };
  const isJs = (file) => /\.m?js$/.test(file);

  // Keys of a chunk and everything it imports statically (modulepreloaded together).
  const staticClosure = (key, seen = new Set()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) staticClosure(imported, seen);
    return seen;
  };
  const sumGzip = (keys) =>
    [...keys]
      .map((key) => manifest[key].file)
      .filter(isJs)
      .reduce((total, file) => total + gzipBytes(file), 0);

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error(`${manifestPath} has no entry chunk`);
  const startupKeys = staticClosure(entryKey);
  for (const imported of manifest[entryKey].dynamicImports ?? []) staticClosure(imported, startupKeys);
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && isJs(manifest[key].file) && !startupKeys.has(key))
    .map((key) => {
      const own = [...staticClosure(key)].filter((k) => !startupKeys.has(k));
      return { chunk: key, file: manifest[key].file, gzipBytes: sumGzip(own) };
    })
    .sort((a, b) => a.chunk.localeCompare(b.chunk));

  const entryGzipBytes = sumGzip(startupKeys);
  // Before the landing is usable: the startup, the root layout every route renders in and the landing's own chunk.
  const firstScreen = new Set(startupKeys);
  for (const key of Object.keys(manifest).filter((k) => /(^|\/)(landing-route|root-layout)[/.-]/.test(k))) {
    staticClosure(key, firstScreen);
  }
  const landingJsGzipBytes = sumGzip(firstScreen);
  return {
    entry: { chunk: entryKey, file: manifest[entryKey].file, gzipBytes: entryGzipBytes },
    routes,
    landingJsGzipBytes,
  };
}
