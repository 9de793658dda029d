import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TOKEN_KEY } from '../../features/sso/model/early-token';
import { isSsoSettled, resetSsoStatus } from '../../lib/sso-status';
import { hydrateServerPage } from './hydrate-client';
import type { SsrState } from './ssr-state';

// Which browser task each start-up step ran in: the test's timer queue counts the tasks.
const steps = vi.hoisted(() => ({ task: 0, log: [] as string[], settledAtHydration: false }));
const mark = (step: string) => steps.log.push(`${step}@${steps.task}`);

vi.mock('react-dom/client', () => ({
  hydrateRoot: vi.fn(() => {
    mark('hydrateRoot');
    steps.settledAtHydration = isSsoSettled();
  }),
}));
vi.mock('@tanstack/react-query', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  hydrate: vi.fn(() => mark('hydrateQueries')),
}));
vi.mock('../router', () => ({ appRoutes: [] }));
vi.mock('./lazy-routes', () => ({
  preloadMatchedRoutes: vi.fn(() => (mark('preloadMatchedRoutes'), Promise.resolve())),
}));
vi.mock('./page-root', () => ({ PageRoot: () => null }));
vi.mock('../../lib/i18n', () => ({ initI18n: vi.fn(() => (mark('initI18n'), Promise.resolve({}))) }));
vi.mock('../../lib/runtime-config', () => ({
  readInlineRuntimeConfig: () => ({ translationsUrl: '/i18n', translationsKey: 'k' }),
  setRuntimeConfig: () => undefined,
}));

const state: SsrState = {
  queries: { queries: [], mutations: [] },
  i18n: { language: 'en', resources: { en: { common: {} } } },
};

const timers: (() => void)[] = [];

beforeEach(() => {
  steps.task = 0;
  steps.log = [];
  timers.length = 0;
  vi.stubGlobal('setTimeout', (callback: () => void) => timers.push(callback));
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSsoStatus();
  delete (window as unknown as Record<string, unknown>)[EARLY_TOKEN_KEY];
});

async function settle() {
  for (let index = 0; index < 20; index++) await Promise.resolve();
}

/** Runs the start-up to its end, task after task. */
async function hydrateAll(pageState: SsrState) {
  const done = hydrateServerPage(document.createElement('div'), pageState);
  await settle();
  while (timers.length > 0) {
    steps.task += 1;
    timers.shift()!();
    await settle();
  }
  await done;
}

describe('hydrateServerPage', () => {
  it('starts the page in separate tasks: queries and modules, texts, hydration', async () => {
    const done = hydrateServerPage(document.createElement('div'), state);
    await settle();
    while (timers.length > 0) {
      steps.task += 1;
      timers.shift()!();
      await settle();
    }
    await done;
    const taskOf = Object.fromEntries(
      steps.log.map((entry) => entry.split('@')).map(([step, task]) => [step, Number(task)]),
    );
    expect(Object.keys(taskOf)).toEqual(['hydrateQueries', 'preloadMatchedRoutes', 'initI18n', 'hydrateRoot']);
    // Not in the entry's own task; the modules asked for with the queries; each later step a task of its own.
    expect(taskOf['hydrateQueries']).toBeGreaterThan(0);
    expect(taskOf['preloadMatchedRoutes']).toBe(taskOf['hydrateQueries']);
    expect(taskOf['initI18n']).toBeGreaterThan(taskOf['preloadMatchedRoutes']!);
    expect(taskOf['hydrateRoot']).toBeGreaterThan(taskOf['initI18n']!);
  });

  it('settles sign-in before hydration when the server rendered it settled and no token waits (the stores agree)', async () => {
    await hydrateAll({ ...state, signIn: { settled: true, origin: window.location.origin } });
    expect(steps.settledAtHydration).toBe(true);
  });

  it('leaves sign-in to the sign-in step when a token waits, the server said otherwise, or said nothing', async () => {
    (window as unknown as Record<string, unknown>)[EARLY_TOKEN_KEY] = 'partner-token';
    await hydrateAll({ ...state, signIn: { settled: true, origin: window.location.origin } });
    expect(steps.settledAtHydration).toBe(false);
    delete (window as unknown as Record<string, unknown>)[EARLY_TOKEN_KEY];
    await hydrateAll({ ...state, signIn: { settled: false, origin: window.location.origin } });
    expect(steps.settledAtHydration).toBe(false);
    await hydrateAll(state);
    expect(steps.settledAtHydration).toBe(false);
    await hydrateAll({ ...state, signIn: { settled: 'yes' } as unknown as SsrState['signIn'] });
    expect(steps.settledAtHydration).toBe(false);
  });
});
