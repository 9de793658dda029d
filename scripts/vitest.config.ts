import path from 'node:path';
import { defineProject } from 'vitest/config';

// Tests of the repository tooling itself: lint rules, start/e2e scripts (scripts/) and the bench helpers (bench/).
export default defineProject({
  test: {
    // The project lives in scripts/ but also owns bench/'s tests.
    dir: path.resolve(import.meta.dirname, '..'),
    name: 'tooling',
    include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'bench/.out/**'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
