import type { Page } from '@playwright/test';

/**
 * Waits until a server-rendered page has hydrated (`data-hydrated` on #root, set by hydrate-client.tsx); a
 * browser-rendered page (no `wf-ssr-state`) passes at once. Links work before hydration, buttons only after.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('wf-ssr-state') || document.getElementById('root')?.hasAttribute('data-hydrated'),
    undefined,
    { timeout: 30_000 },
  );
}
