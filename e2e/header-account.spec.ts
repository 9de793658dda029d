import { expect, test } from '@playwright/test';
import { brandUrl } from './support/brands';
import { signInMember } from './support/members';

// Issue 16: the header's account corner comes with the server's HTML (the server knows the visitor from the
// auth-token cookie), so it works without JavaScript and nothing in the header moves when the page hydrates.

test.describe('account corner without JavaScript @viewport-independent', () => {
  test.use({ javaScriptEnabled: false });

  test('a signed-out visitor gets the partner sign-in link back to the page, on each brand that offers it', async ({
    page,
  }) => {
    const brands = [
      { host: 'localhost', name: 'Sign in', partner: 'https://portal.wayfare.example/sign-in' },
      { host: 'club.localhost', name: 'Se connecter', partner: 'https://club-evasion.example/connexion' },
    ];
    for (const brand of brands) {
      const path = '/deals?sort=price';
      await page.goto(brandUrl(brand.host, path));
      const link = page.getByRole('banner').getByRole('link', { name: brand.name });
      await expect(link).toBeVisible();
      const href = new URL((await link.getAttribute('href'))!);
      expect(`${href.origin}${href.pathname}`).toBe(brand.partner);
      expect(href.searchParams.get('returnUrl')).toBe(brandUrl(brand.host, path));
    }
  });

  test('a signed-in member sees their corner, not the sign-in link', async ({ page, context }) => {
    await signInMember(context, 'localhost', 'Member - 50,000 points');
    await page.goto(brandUrl('localhost', '/'));
    const banner = page.getByRole('banner');
    const account = banner.getByRole('button', { name: /Alex Martin/ });
    await expect(account).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    // The menu opens while the focus is in it (CSS): the member's pages are reachable without JavaScript.
    await account.click();
    await expect(banner.getByRole('link', { name: 'My trips' })).toBeVisible();
    await expect(banner.getByTestId('header-points')).toHaveText('50,000 Wayfare Miles');
  });

  test('brands without single sign-on have no account corner', async ({ page }) => {
    for (const host of ['freeflight.localhost', 'tophotel.localhost', 'atlas.localhost']) {
      await page.goto(brandUrl(host, '/'));
      await expect(page.getByRole('banner').getByRole('img').first()).toBeVisible();
      await expect(
        page.getByRole('banner').getByRole('link', { name: /Sign in|Accedi|Iniciar sesión|Se connecter/ }),
      ).toHaveCount(0);
    }
  });
});

test('the header does not move when the page hydrates, signed out or signed in @viewport-independent', async ({
  page,
  context,
}) => {
  for (const signedIn of [false, true]) {
    if (signedIn) await signInMember(context, 'localhost', 'Member - 50,000 points');
    await page.goto(brandUrl('localhost', '/'));
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    const banner = page.getByRole('banner');
    const corner = signedIn
      ? banner.getByRole('button', { name: /Alex Martin/ })
      : banner.getByRole('link', { name: 'Sign in' });
    await expect(corner).toBeVisible();
    // Every layout shift since the navigation started (buffered): the sign-in link used to push the phone block
    // aside once the browser had settled sign-in (0.0046 on the landing).
    const shifts = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shifts).toBe(0);
  }
});
