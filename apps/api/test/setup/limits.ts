/**
 * Time limits of the API test projects, shared by vitest.config.ts and test/helper.ts. Each app a test builds
 * starts a database (a copy of the migrated template), so a busy 2-core machine gets generous hooks.
 */
export const TEST_TIMEOUT_MS = 30_000;
export const HOOK_TIMEOUT_MS = 60_000;

/**
 * Fastify's plugin timeout in tests: just under the hook timeout, so a boot that is too slow fails with
 * Fastify's error naming the plugin (`Plugin did not start in time: 'database'`) rather than a bare hook timeout.
 */
export const TEST_PLUGIN_TIMEOUT_MS = HOOK_TIMEOUT_MS - 5_000;
