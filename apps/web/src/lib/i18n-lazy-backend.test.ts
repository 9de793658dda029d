import type { InitOptions, Services } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createOutageStore } from './i18n-outage';
import { LazyBuiltInBackend } from './i18n-lazy-backend';

// The HTTP backend's chunk cannot load (offline after the first screen): the namespace is reported missing and
// i18next gets an error to retry on, never an exception.
vi.mock('./i18n-built-in', () => {
  throw new Error('chunk failed to load');
});

describe('LazyBuiltInBackend', () => {
  it('reports the namespace missing and answers with an error when the backend chunk does not load', async () => {
    const outage = createOutageStore();
    const backend = new LazyBuiltInBackend();
    backend.init({} as Services, { loadPath: '/i18n/{{ns}}/{{lng}}.json', outage }, {} as InitOptions);
    const answer = await new Promise<[unknown, unknown]>((resolve) =>
      backend.read('en', 'checkout', (error, data) => resolve([error, data])),
    );
    expect(answer[0]).toBeInstanceOf(Error);
    expect(answer[1]).toBe(false);
    expect(outage.get().missing).toEqual(['checkout']);
  });

  it('answers with an error when read before i18next initialised it', () => {
    const callback = vi.fn();
    new LazyBuiltInBackend().read('en', 'common', callback);
    expect(callback).toHaveBeenCalledWith(expect.any(Error), false);
  });
});
