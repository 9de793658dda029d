// The developer panel (spec §2, §6): on localhost only, loaded as its own chunk that other hosts never request.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_PORT, brandUrl } from './support/brands';
import { checkoutUrl, createStayCart, fillTravellersAndContact } from './support/cart-api';
import { acceptTechnicalCookies } from './support/flights';
import { waitForHydration } from './support/hydration';
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
    // Below 1320 px the button waits after the footer, where the cookie banner lies until a choice is made.
    await acceptTechnicalCookies(page, 'localhost');
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

  test('never over a control or a price: at 320 px it waits after the footer (it covered checkout step 5)', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await acceptTechnicalCookies(page, 'localhost');
    const ref = await createStayCart(request, {
      domainName: 'localhost',
      productType: 'H',
      businessProfileId: 'BP-WAYFARE-H',
      language: 'en',
    });
    await fillTravellersAndContact(request, ref);
    await page.goto(brandUrl('localhost', checkoutUrl(ref, 5)));
    await waitForHydration(page);
    const launcher = page.getByTestId('devtools-launcher');
    await expect(launcher).toBeAttached({ timeout: 15_000 });
    // Scrolled from top to bottom, half a screen at a time: nothing the traveller reads or presses is under it.
    const covered = await page.evaluate(async () => {
      const button = document.querySelector('[data-testid="devtools-launcher"]')!;
      const wanted = 'a, button, input, select, textarea, label, [role="checkbox"], [data-testid]';
      const found = new Set<string>();
      for (let y = 0; y <= document.documentElement.scrollHeight; y += innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise(requestAnimationFrame);
        const box = button.getBoundingClientRect();
        for (const other of Array.from(document.querySelectorAll(wanted))) {
          if (other === button || other.contains(button) || button.contains(other)) continue;
          const r = other.getBoundingClientRect();
          const overlaps =
            r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
          if (overlaps)
            found.add(other.getAttribute('data-testid') ?? other.textContent?.trim().slice(0, 40) ?? other.tagName);
        }
      }
      return [...found];
    });
    expect(covered).toEqual([]);
    await launcher.click();
    await expect(page.getByRole('dialog', { name: 'Developer tools' })).toBeVisible();
  });
});
