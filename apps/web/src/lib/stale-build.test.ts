import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as StaleBuild from './stale-build';

// Each test is a fresh page: a reload asked by one page is under way until the next page starts.
let page: typeof StaleBuild;
beforeEach(async () => {
  vi.resetModules();
  page = await import('./stale-build');
});

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}
const chromium = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/confirmation-route-C1VyGNK0.js',
);

describe('isChunkLoadError', () => {
  it("knows the browsers' failed dynamic import messages", () => {
    expect(page.isChunkLoadError(chromium)).toBe(true);
    expect(page.isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(page.isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(page.isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves every other error to the exception page', () => {
    expect(page.isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(page.isChunkLoadError({ status: 404 })).toBe(false);
    expect(page.isChunkLoadError(null)).toBe(false);
  });
});

describe('reloading for a new build', () => {
  it('reloads once for a missing chunk, then not again within 30 s (a build that lacks it for real)', async () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(page.shouldReloadForNewBuild(chromium, storage, 1_000_000)).toBe(true);
    page.reloadForNewBuild(storage, reload, 1_000_000);
    expect(reload).toHaveBeenCalledTimes(1);
    // The page loaded again: the same chunk missing there ends on the exception page.
    vi.resetModules();
    const next = await import('./stale-build');
    expect(next.shouldReloadForNewBuild(chromium, storage, 1_005_000)).toBe(false);
    expect(next.shouldReloadForNewBuild(chromium, storage, 1_100_000)).toBe(true);
  });

  it('asks the browser once per page: a second failure meanwhile waits for the same reload', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    page.reloadForNewBuild(storage, reload, 1_000_000);
    // The route's boundary sees the same chunk fail after the event started the reload: it waits, no exception page.
    expect(page.shouldReloadForNewBuild(chromium, storage, 1_000_010)).toBe(true);
    page.reloadForNewBuild(storage, reload, 1_000_010);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(page.shouldReloadForNewBuild(new Error('boom'), storage, 1_000_010)).toBe(false);
  });

  it('does not reload for another error, nor without storage to guard against a loop', () => {
    expect(page.shouldReloadForNewBuild(new Error('boom'), memoryStorage(), 1)).toBe(false);
    expect(page.shouldReloadForNewBuild(chromium, null, 1)).toBe(false);
    const reload = vi.fn();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    page.reloadForNewBuild(refusing, reload, 1);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('on the server renderer', () => {
  it('never reloads (no window): the failed request fails as any other', () => {
    expect(typeof window).toBe('undefined');
    expect(page.reloadIfStaleBuild(chromium)).toBe(false);
  });
});
