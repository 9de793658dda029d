import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { brandUrl } from './support/brands';
import { acceptTechnicalCookies } from './support/flights';
import { waitForHydration } from './support/hydration';
import { signInMember } from './support/members';
import { SCREENS_DIR } from './support/screenshots';

// Issue 18 item 1: the signed-in state in the header (name, points with the brand's label, the member's pages,
// sign-out), on desktop and phone. Signs in with a developer-panel test token through the API (support/members.ts).

/** A member signed in through the API, on the brand's landing page. */
async function signIn(page: Page, context: BrowserContext, host: string, label: string) {
  await signInMember(context, host, label);
  await page.goto(brandUrl(host, '/'));
}

const hasAuthCookie = async (context: BrowserContext) =>
  (await context.cookies()).some((cookie) => cookie.name === 'auth-token');

/** The header (with its menu when open) as `test-results/screens/<name>-<width>.png`. */
async function saveHeader(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 1280;
  const file = path.join(SCREENS_DIR, `${name}-${width}.png`);
  const banner = page.getByRole('banner');
  const points = banner.getByTestId('header-points');
  const box = (await points.isVisible()) ? await points.locator('..').boundingBox() : null;
  const header = await banner.boundingBox();
  await page.screenshot({
    path: file,
    clip: { x: 0, y: 0, width, height: Math.max(header!.height, (box?.y ?? 0) + (box?.height ?? 0)) + 16 },
    animations: 'disabled',
  });
  // Review copies for the closing note, when that folder exists (not on CI).
  await mkdir(SCREENS_DIR, { recursive: true });
  await copyFile(file, path.join('/work/notes/screens-i', path.basename(file))).catch(() => undefined);
}

test.describe('signed-in header', () => {
  test('a member sees their name and points, reaches My trips, and signs out', async ({ page, context }) => {
    await acceptTechnicalCookies(page, 'localhost');
    await signIn(page, context, 'localhost', 'Member - 50,000 points');

    const banner = page.getByRole('banner');
    const account = banner.getByRole('button', { name: /Alex Martin/ });
    await expect(account).toBeVisible();
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await account.click();
    await expect(banner.getByTestId('header-points')).toHaveText('50,000 Wayfare Miles');
    await expect(banner.getByRole('link', { name: 'Member flights' })).toHaveAttribute('href', '/memSearch');
    await expect(banner.getByRole('link', { name: 'Member flight + hotel' })).toHaveAttribute('href', '/hdpMemSearch');
    await expectNoSeriousA11yViolations(page);
    await saveHeader(page, 'header-member-localhost');

    await banner.getByRole('link', { name: 'My trips' }).click();
    await expect(page).toHaveURL(/\/trips$/);
    // The address changes at once and the landing stays until the trips screen is in (its navigation is a
    // transition): a menu opened before then closes when the screen changes, so the trips heading comes first.
    await expect(page.getByRole('heading', { level: 1, name: 'My trips' })).toBeVisible();
    // The server renders the member's menu (it opens on focus until the page hydrates): the keyboard part is the app's.
    await waitForHydration(page);
    // The menu closed on the way; Escape closes it too and gives focus back to its button.
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await account.click();
    // The menu is open (and has taken the focus) before Escape, or the key reaches nothing on a busy machine.
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByRole('link', { name: 'My trips' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();

    await account.click();
    await banner.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(brandUrl('localhost', '/'));
    await expect(banner.getByRole('button', { name: /Alex Martin/ })).toHaveCount(0);
    await expect(banner.getByText(/Wayfare Miles/)).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await hasAuthCookie(context)).toBe(false);
    await saveHeader(page, 'header-signed-out-localhost');
    // Signed out stays signed out after a reload: nothing of the member was kept.
    await page.reload();
    await expect(banner.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(banner.getByRole('button', { name: /Alex Martin/ })).toHaveCount(0);
  });

  test('a club member sees the club points label in French', async ({ page, context }) => {
    await acceptTechnicalCookies(page, 'club.localhost');
    await signIn(page, context, 'club.localhost', 'Club member');
    const banner = page.getByRole('banner');
    const account = banner.getByRole('button', { name: /Camille Dubois/ });
    await account.click();
    await expect(banner.getByTestId('header-points')).toHaveText(/^12\s000\sPoints Club$/);
    await expect(banner.getByRole('link', { name: 'Mes voyages' })).toBeVisible();
    await saveHeader(page, 'header-member-club');
    await banner.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(banner.getByRole('link', { name: 'Se connecter' })).toBeVisible();
    await expect(banner.getByText(/Points Club/)).toHaveCount(0);
    await saveHeader(page, 'header-signed-out-club');
    // The longer French sign-in link still fits beside the phone number on a phone: no sideways scrolling.
    const width = page.viewportSize()!.width;
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test('a brand without single sign-on has no account corner @viewport-independent', async ({ page }) => {
    await acceptTechnicalCookies(page, 'tophotel.localhost');
    await page.goto(brandUrl('tophotel.localhost', '/'));
    await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: /Esci|Accedi/ })).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Accedi' })).toHaveCount(0);
  });
});
