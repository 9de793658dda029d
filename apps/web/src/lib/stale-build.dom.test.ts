import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadIfStaleBuild, watchForStaleBuild } from './stale-build';

const missing = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/cart-TaA7oMRv.js');

/** A window whose reload is watched (happy-dom's would navigate) and whose connection can be cut. */
function fakeWindow(onLine = true) {
  const target = new EventTarget() as EventTarget & Pick<Window, 'location' | 'navigator'>;
  const reload = vi.fn();
  Object.assign(target, { location: { reload }, navigator: { onLine } });
  return { win: target as unknown as Window, reload };
}

/** What Vite's preload helper dispatches before a lazy import of the build rejects. */
function preloadError(payload: unknown): Event {
  return Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload });
}

afterEach(() => sessionStorage.clear());

describe('a lazy import that fails after a deploy', () => {
  it('offline, is left to the screen (the connection failed, not the build): no reload to an offline page', () => {
    const { win, reload } = fakeWindow(false);
    expect(reloadIfStaleBuild(missing, win)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads the page again from the vite:preloadError event, whatever lazy import failed, once', () => {
    const { win, reload } = fakeWindow();
    watchForStaleBuild(win);
    const event = preloadError(missing);
    win.dispatchEvent(event);
    expect(reload).toHaveBeenCalledTimes(1);
    // The import still rejects for its caller (a resolved undefined module would break it).
    expect(event.defaultPrevented).toBe(false);
    win.dispatchEvent(preloadError(new TypeError('Importing a module script failed.')));
    expect(reload).toHaveBeenCalledTimes(1);
    // The request that needed the chunk hears that the page is being loaded again (it waits, no error shown).
    expect(reloadIfStaleBuild(missing, win)).toBe(true);
    expect(reloadIfStaleBuild(new Error('Network Error'), win)).toBe(false);
  });
});
