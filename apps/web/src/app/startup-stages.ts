/**
 * design.md quality bars (TBT): the startup's library modules, evaluated one group per task before the app's
 * own code. Imported together, the browser evaluates the whole module graph in one task (measured: ~340 ms
 * under Lighthouse's 4x CPU slowdown, the page's longest); in stages, input and painting can run in between.
 * The modules are already preloaded, so the stages cost a task switch each, not a network round trip.
 */
export const STARTUP_MODULE_STAGES: ReadonlyArray<() => Promise<unknown>> = [
  () => import('react-dom/client'),
  // zod, configured for our CSP before any schema parses.
  () => import('../lib/zod-csp'),
  // The brand configuration's schemas: the largest group the startup builds.
  () => import('../lib/brand-config'),
  () => import('react-i18next'),
  () => import('@tanstack/react-query'),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs the stages in order, yielding to the browser after each. */
export async function evaluateInStages(
  stages: ReadonlyArray<() => Promise<unknown>>,
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  for (const stage of stages) {
    await stage();
    await yieldToBrowser();
  }
}
