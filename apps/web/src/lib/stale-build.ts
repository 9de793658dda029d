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

/**
 * This page already asked the browser to load it again: the navigation is under way, so any other chunk that
 * fails meanwhile (the route's, a request's schema) waits for it too instead of showing an error.
 */
let reloadUnderWay = false;

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_LOAD_FAILURES.some((pattern) => pattern.test(message));
}

/**
 * A chunk failed to load and the page was not loaded again for that in the last moments, or this page is being
 * loaded again already (read only).
 */
export function shouldReloadForNewBuild(error: unknown, storage: ReloadStorage | null, now: number): boolean {
  if (!isChunkLoadError(error)) return false;
  if (reloadUnderWay) return true;
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(KEY));
    return !(last > 0 && now - last < RETRY_WINDOW_MS);
  } catch {
    return false;
  }
}

/** Notes the time (the guard against a loop) and loads the page again; nothing when storage refuses the note. */
export function reloadForNewBuild(storage: ReloadStorage, reload: () => void, now: number): void {
  if (reloadUnderWay) return;
  try {
    storage.setItem(KEY, String(now));
  } catch {
    return;
  }
  reloadUnderWay = true;
  reload();
}

/**
 * The one answer to a lazy import that failed (a route, a dialog, a request's schema: all go through here or
 * through the `vite:preloadError` event below): a missing chunk loads the page again, once per window.
 * Offline, the import failed for the connection, not for a deploy: the screen's own error and retry serve
 * better than the browser's offline page. True when the page is being loaded again (the caller waits for it).
 */
export function reloadIfStaleBuild(
  error: unknown,
  win: Pick<Window, 'location' | 'navigator'> | null = browserWindow(),
): boolean {
  // The server renderer has no page to load again: its request fails as any other.
  if (!win) return false;
  if (!reloadUnderWay && win.navigator.onLine === false) return false;
  const storage = tabStorage();
  if (!shouldReloadForNewBuild(error, storage, Date.now())) return false;
  if (storage) reloadForNewBuild(storage, () => win.location.reload(), Date.now());
  return reloadUnderWay;
}

/**
 * Vite's preload helper fires `vite:preloadError` on window for every lazy import of the build that fails (the
 * module or its CSS) before the import rejects: listening once covers every lazy import a user action starts.
 * The import still rejects (no preventDefault: a resolved `undefined` module would break its caller); the
 * screens and the root error boundary see `shouldReloadForNewBuild` and wait for the reload.
 */
export function watchForStaleBuild(win: Window): void {
  win.addEventListener('vite:preloadError', (event) => {
    reloadIfStaleBuild((event as Event & { payload?: unknown }).payload, win);
  });
}

function browserWindow(): Window | null {
  return typeof window === 'undefined' ? null : window;
}

/** The tab's sessionStorage, or null where the browser refuses it. */
export function tabStorage(): ReloadStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
