/**
 * Time limits of the API test projects, shared by vitest.config.ts and test/helper.ts. They catch hangs, not slowness:
 * on CI's 2 cores beside the e2e lane, and more so with other suites running, CPU-bound tests that take 5 s alone
 * took 30-40 s (free-flight fares, the ConfirmCart race, under a load average of 38), and an app's start takes a new
 * database when its worker's two are lent out (test/setup/worker-database.ts).
 */
export const TEST_TIMEOUT_MS = 60_000;
export const HOOK_TIMEOUT_MS = 60_000;

/**
 * Fastify's plugin timeout in tests: just under the hook timeout, so a boot that is too slow fails with
 * Fastify's error naming the plugin (`Plugin did not start in time: 'database'`) rather than a bare hook timeout.
 */
export const TEST_PLUGIN_TIMEOUT_MS = HOOK_TIMEOUT_MS - 5_000;

/**
 * The time limit of a test whose body boots `boots` apps itself (a real boot on a data dir, a deliberately broken
 * seed): each boot gets what a hook gets. With the plain 30 s, such a test timed out while another `npm test` ran
 * on the same 2 cores (issue 14), although the same boot in a hook would have had 60 s.
 */
export const bootingTestTimeout = (boots: number) => TEST_TIMEOUT_MS + boots * HOOK_TIMEOUT_MS;
