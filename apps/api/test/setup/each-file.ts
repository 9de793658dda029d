import { afterAll, vi } from 'vitest';
import { forgetLentDatabases } from './worker-database';

// The API projects share one module graph per worker (isolate: false, vitest.config.ts): a file that forgot to
// switch fake timers off must not hand them to the next file. Spies, env and globals are restored by the config.
// Registered before the file's own hooks, so it runs after them (vitest runs after-hooks as a stack).
afterAll(() => {
  vi.useRealTimers();
  // A file that left an app open keeps its database: the next file gets a new one, never its rows.
  const forgotten = forgetLentDatabases();
  if (forgotten > 0) console.warn(`${forgotten} app(s) of this file left open: their worker databases are replaced.`);
});
