import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Writable } from 'node:stream';
import type { RuntimeConfig } from '@wayfare/contract';

/** The web app's server entry (apps/web src/app/ssr/entry-server.tsx), as far as the API calls it. */
export interface ServerRenderer {
  renderPage(request: {
    url: string;
    domain: string;
    config: RuntimeConfig;
    fetch: typeof fetch;
    cookie?: string;
    /** The request carried the sign-in token `a` (an older renderer ignores it). */
    signInPending?: boolean;
    signal?: AbortSignal;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | {
        kind: 'page';
        language: string | null;
        title: string | null;
        /** The document title of the rendered HTML (the screen's heading, then the brand's); an older renderer lacks it. */
        titleFor?: (appHtml: string) => string | null;
        brandCss: string;
        chunks: string[];
        pipe: (destination: Writable) => void;
        stateScript: () => string;
      }
  >;
}

function isRenderer(value: unknown): value is ServerRenderer {
  return typeof (value as Partial<ServerRenderer> | null)?.renderPage === 'function';
}

/**
 * Loads the server renderer (`vite build --ssr` output, WEB_SSR_ENTRY); null when there is none: the page is
 * then the client-rendered index.html, as from a static host. A module that exists but fails to load is a
 * broken build: that error is thrown.
 */
export async function loadServerRenderer(entry: string, version = ''): Promise<ServerRenderer | null> {
  // A build (.js) is imported by its file URL with the build's version; a source entry (the API tests run
  // apps/web's .tsx) by its path, which the test runner transforms.
  const module: unknown = entry.endsWith('.js')
    ? await import(`${pathToFileURL(entry).href}${version ? `?v=${version}` : ''}`)
    : await import(entry);
  if (!isRenderer(module)) throw new Error(`${entry} does not export renderPage`);
  return module;
}

/**
 * The renderer of the current build: loaded at the first page, and again after a rebuild (the entry's mtime
 * changed: its chunks have new names, the old module graph would import files that are gone), like index.html.
 */
export function serverRendererSource(entry: string, onError: (error: unknown) => void) {
  let current: { mtimeMs: number; renderer: Promise<ServerRenderer | null> } | null = null;
  return async (): Promise<ServerRenderer | null> => {
    let mtimeMs: number;
    try {
      const info = await stat(entry);
      if (!info.isFile()) return null;
      mtimeMs = info.mtimeMs;
    } catch {
      return null;
    }
    if (current?.mtimeMs !== mtimeMs) {
      const renderer = loadServerRenderer(entry, String(mtimeMs)).catch((error: unknown) => {
        onError(error);
        return null;
      });
      current = { mtimeMs, renderer };
    }
    return current.renderer;
  };
}
