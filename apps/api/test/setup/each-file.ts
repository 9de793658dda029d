import { afterAll, vi } from 'vitest';

// The API projects share one module graph per worker (isolate: false, vitest.config.ts): a file that forgot to
// switch fake timers off must not hand them to the next file. Spies, env and globals are restored by the config.
afterAll(() => {
  vi.useRealTimers();
});
