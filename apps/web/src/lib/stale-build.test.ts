import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadForNewBuild, shouldReloadForNewBuild } from './stale-build';

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
    expect(isChunkLoadError(chromium)).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('leaves every other error to the exception page', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloading for a new build', () => {
  it('reloads once for a missing chunk, then not again within 30 s (a build that lacks it for real)', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(shouldReloadForNewBuild(chromium, storage, 1_000_000)).toBe(true);
    reloadForNewBuild(storage, reload, 1_000_000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(shouldReloadForNewBuild(chromium, storage, 1_005_000)).toBe(false);
    expect(shouldReloadForNewBuild(chromium, storage, 1_100_000)).toBe(true);
  });

  it('does not reload for another error, nor without storage to guard against a loop', () => {
    expect(shouldReloadForNewBuild(new Error('boom'), memoryStorage(), 1)).toBe(false);
    expect(shouldReloadForNewBuild(chromium, null, 1)).toBe(false);
    const reload = vi.fn();
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    reloadForNewBuild(refusing, reload, 1);
    expect(reload).not.toHaveBeenCalled();
  });
});
