import { defineProject } from 'vitest/config';

export default defineProject({
  // Pure schemas and rules: one module graph per worker (no per-file re-import of zod and the contract).
  test: {
    name: 'contract',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    isolate: false,
    restoreMocks: true,
  },
});
