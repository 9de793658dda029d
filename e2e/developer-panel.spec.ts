// The developer panel (spec §2, §6): on localhost only, loaded as its own chunk that other hosts never request.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT, brandUrl } from './support/brands';
import { cookie, isSignIn, recordRequests } from './support/page-requests';
import { ONCE } from './support/viewports';

/** The developer panel's chunk, from the build manifest. */
function devtoolsChunk(): string {
  const manifestPath = path.join(import.meta.dirname, '..', 'apps/web/dist/.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file: string }>;
  const entry = manifest['src/features/devtools/components/devtools-panel.tsx'];
  expect(entry, 'the developer panel is its own chunk').toBeDefined();
  return `/${entry!.file}`;
}

test.describe('developer panel (spec §2, §6)', ONCE, () => {
  test('on localhost: a floating button opens the tools; a test token signs in through ?a=', async ({
    page,
    context,
  }) => {
    const requests = recordRequests(page);
    await page.goto(brandUrl('localhost', '/'));
    await page.getByTestId('devtools-launcher').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(requests.some((r) => new URL(r.url()).pathname === devtoolsChunk())).toBe(true);

    await dialog.getByRole('button', { name: 'Invalidate localhost' }).click();
    // The panel's live region holds the kit's status alert: the outer one carries the text for both.
    const status = dialog.getByRole('status').first();
    await expect(status).toContainText('Cache for localhost invalidated');
    await dialog.getByRole('button', { name: 'Invalidate all' }).click();
    await expect(status).toContainText(/\d+ cached configurations invalidated/);

    // The test-token section only: the outbox beside it lists emails whose subjects also hold ': '.
    const signIns = dialog.getByRole('region', { name: 'Test tokens' }).getByRole('button', { name: /: / });
    await expect(signIns).toHaveCount(4);
    const signIn = page.waitForRequest(isSignIn);
    await signIns.first().click();
    expect((await signIn).url()).toContain('/api/TokenAuth/AuthenticateExternal');
    await expect.poll(async () => (await cookie(context, 'auth-token'))?.value).toBeTruthy();
    await expect(page).toHaveURL(brandUrl('localhost', '/'));
  });

  for (const origin of [brandUrl('tophotel.localhost', '/'), `http://127.0.0.1:${E2E_PORT}/`]) {
    test(`absent on ${new URL(origin).hostname}, and its chunk is never requested`, async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto(origin);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await expect(page.getByTestId('devtools-launcher')).toHaveCount(0);
      const chunk = devtoolsChunk();
      expect(requests.map((r) => new URL(r.url()).pathname)).not.toContain(chunk);
    });
  }
});
