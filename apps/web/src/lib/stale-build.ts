/**
 * A tab opened before a deploy asks for lazy chunks whose hashed names the new build no longer has: the import
 * fails (404) and the route's error boundary would show the exception page, even right after a paid booking
 * (the confirmation route). Loading the page again fetches the new build's HTML and chunks. Once per
 * `RETRY_WINDOW_MS` at most, so a build that really lacks a chunk still ends on the exception page, not a loop.
 */

/** The browsers' messages for a failed dynamic import (Chromium, Firefox, Safari) and Vite's CSS preload. */
const CHUNK_LOAD_FAILURES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

const KEY = 'wf-stale-build-reload-at';
const RETRY_WINDOW_MS = 30_000;

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_LOAD_FAILURES.some((pattern) => pattern.test(message));
}

/** A chunk failed to load and the page was not loaded again for that in the last moments (read only). */
export function shouldReloadForNewBuild(error: unknown, storage: ReloadStorage | null, now: number): boolean {
  if (!isChunkLoadError(error) || !storage) return false;
  try {
    const last = Number(storage.getItem(KEY));
    return !(last > 0 && now - last < RETRY_WINDOW_MS);
  } catch {
    return false;
  }
}

/** Notes the time (the guard against a loop) and loads the page again; nothing when storage refuses the note. */
export function reloadForNewBuild(storage: ReloadStorage, reload: () => void, now: number): void {
  try {
    storage.setItem(KEY, String(now));
  } catch {
    return;
  }
  reload();
}

/** The tab's sessionStorage, or null where the browser refuses it. */
export function tabStorage(): ReloadStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
