import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * JS per route from Vite's manifest (apps/web/dist/.vite/manifest.json): the entry with its static imports
 * (what every page loads first) and each lazy chunk with the static imports the entry does not already bring.
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
  const entryKeys = staticClosure(entryKey);
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry && isJs(manifest[key].file))
    .map((key) => {
      const own = [...staticClosure(key)].filter((k) => !entryKeys.has(k));
      return { chunk: key, file: manifest[key].file, gzipBytes: sumGzip(own) };
    })
    .sort((a, b) => a.chunk.localeCompare(b.chunk));

  const entryGzipBytes = sumGzip(entryKeys);
  // The landing screen's lazy chunk(s) load before it can be used, as does the app itself (startup-boot, imported
  // by the tiny entry once the server's shell painted); everything else waits for navigation.
  const landing = routes.filter((route) => /(^|\/)(landing|startup-boot)[/.-]/.test(route.chunk));
  const landingJsGzipBytes = entryGzipBytes + landing.reduce((total, route) => total + route.gzipBytes, 0);
  return {
    entry: { chunk: entryKey, file: manifest[entryKey].file, gzipBytes: entryGzipBytes },
    routes,
    landingJsGzipBytes,
  };
}
