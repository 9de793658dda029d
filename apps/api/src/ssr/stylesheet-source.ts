import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';

/** Reads a built stylesheet by its href; null when it is not a CSS file inside the build or cannot be read. */
export type StylesheetReader = (build: object, hrefs: readonly string[]) => Promise<Map<string, string>>;

/**
 * The CSS files the server inlines into its pages (head-assets.ts), read from the web build in `distDir` once
 * per build: the cache is keyed by the build's manifest object, which the web-app plugin replaces when a rebuild
 * writes a new one, so a new build's files are read and the old build's texts go with its manifest (a WeakMap).
 * A read in flight is shared by the pages that need it; a failed read is not kept (the next page tries again, and
 * meanwhile keeps the link).
 */
export function stylesheetSource(distDir: string): StylesheetReader {
  const builds = new WeakMap<object, Map<string, Promise<string | null>>>();

  function read(cache: Map<string, Promise<string | null>>, href: string): Promise<string | null> {
    const cached = cache.get(href);
    if (cached) return cached;
    const file = fileOf(distDir, href);
    const text = file
      ? readFile(file, 'utf8').catch(() => {
          cache.delete(href);
          return null;
        })
      : Promise.resolve(null);
    cache.set(href, text);
    return text;
  }

  return async (build, hrefs) => {
    let cache = builds.get(build);
    if (!cache) {
      cache = new Map();
      builds.set(build, cache);
    }
    const texts = await Promise.all(hrefs.map((href) => read(cache, href)));
    const styles = new Map<string, string>();
    hrefs.forEach((href, index) => {
      const text = texts[index];
      if (typeof text === 'string') styles.set(href, text);
    });
    return styles;
  };
}

/**
 * The file of a same-origin `.css` href inside the build folder (`/assets/app-1a2b.css`), or null: an absolute
 * URL, a query, a path out of the folder or another kind of file is never read.
 */
export function fileOf(distDir: string, href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//') || !href.endsWith('.css') || /[?#\\]/.test(href)) return null;
  if (href.split('/').includes('..')) return null;
  return join(distDir, normalize(href).replace(/^[/\\]+/, ''));
}
