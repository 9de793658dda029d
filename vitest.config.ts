import { defineConfig } from 'vitest/config';
import { apiProjects } from './apps/api/vitest.config';
import { webProjects } from './apps/web/vitest.config';

// One `vitest run` at the root runs every workspace's unit and API tests, plus the tooling tests in scripts/.
export default defineConfig({
  test: {
    projects: ['packages/contract', ...apiProjects, ...webProjects, 'scripts'],
  },
});
