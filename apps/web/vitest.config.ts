import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Files that need a DOM: components (`.test.tsx`) and plain modules that touch the browser (`.dom.test.ts`). */
const DOM_TESTS = ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'];

/**
 * Vitest's default 5 s is too tight beside another `npm test` on CI's 2 cores: a 3,000-case fuzz in Node and a
 * rendered dialog on happy-dom each took over 5 s there (issue 14). A hang still fails, four times later.
 */
const TEST_TIMEOUT_MS = 20_000;

/**
 * The web tests in two projects, chosen by file name so new files land in the right one without a config change:
 * `web-node` runs pure rules in Node (no DOM to set up: most of the web files, and the cheapest environment),
 * `web-dom` runs components and browser-facing modules on happy-dom with Testing Library's cleanup, each file in a
 * fresh environment (module-level stores and the document must not leak between files).
 */
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    root,
    test: {
      name: 'web-node',
      environment: 'node',
      include: ['src/**/*.test.ts', 'build/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
      exclude: ['**/node_modules/**', ...DOM_TESTS],
      // Pure modules: the files of a worker share one module graph (71 s -> 11 s here); what a test stubs is undone.
      isolate: false,
      testTimeout: TEST_TIMEOUT_MS,
      restoreMocks: true,
      unstubEnvs: true,
      unstubGlobals: true,
    },
  },
  {
    root,
    plugins: [react()],
    test: {
      name: 'web-dom',
      environment: 'happy-dom',
      include: DOM_TESTS,
      setupFiles: ['src/test/setup.ts'],
      testTimeout: TEST_TIMEOUT_MS,
      restoreMocks: true,
    },
  },
];

export default defineConfig({ test: { projects: webProjects } });
