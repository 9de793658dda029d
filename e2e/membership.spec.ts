import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { brandUrl } from './support/brands';
import { acceptTechnicalCookies, urlDate } from './support/flights';
import { signInMember } from './support/members';
import { saveScreens } from './support/screenshots';
import { ONCE } from './support/viewports';

// Issue 8: /memSearch and /hdpMemSearch, signed in (SSO token through the API: support/members.ts) (member prices, points balance, club offers) and
// signed out (the clear message with the partner's sign-in link).
const flightSearch = `/memSearch?product=F&departure=GVA&destination=mad&outboundDate=${urlDate(35)}&returnDate=${urlDate(40)}&adults=2`;
const packageSearch = `/hdpMemSearch?product=DP&departure=LON&destination=rom&outboundDate=${urlDate(45)}&returnDate=${urlDate(49)}&adults=2`;

test.describe('membership searches', () => {
  // Sign-in, a live search (packages price every stay with its flight), axe and two full-page screenshots.
  test.beforeEach(() => test.slow());

  test('a club member sees the points balance, member prices and the club offers', async ({ page, context }) => {
    await acceptTechnicalCookies(page, 'club.localhost');
    await signInMember(context, 'club.localhost', 'Club member');
    await page.goto(brandUrl('club.localhost', flightSearch));

    const balance = page.getByTestId('points-balance');
    await expect(balance).toContainText(/12\s000\sPoints Club/);
    await expect(balance).toContainText(/240\sCHF/);
    await expect(page.getByText('Membre Argent')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Les offres Club Évasion réservées aux membres' })).toBeVisible();
    const memberPrices = page.getByTestId('member-price');
    await expect(memberPrices.first()).toBeVisible({ timeout: 20_000 });
    await expect(memberPrices.first()).toContainText('Prix membre');
    await expect(page.getByRole('link', { name: /Se connecter/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, 'mem-search-club-signed-in');
  });

  // The signed-in club screens keep both widths; the other states are the same at every width.
  test('a signed-out visitor is told to sign in through the partner', ONCE, async ({ page }) => {
    await acceptTechnicalCookies(page, 'club.localhost');
    await page.goto(brandUrl('club.localhost', flightSearch));
    await expect(page.getByRole('heading', { name: 'Connectez-vous pour voir les prix membres' })).toBeVisible();
    await expect(page.getByText(/Les prix ci-dessous sont les prix publics/)).toBeVisible();
    const link = page.getByRole('link', { name: 'Se connecter avec Club Évasion' });
    await expect(link).toHaveAttribute('href', /^https:\/\/club-evasion\.example\/connexion\?returnUrl=http/);
    // The public results still show, without member prices.
    await expect(page.getByRole('article').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('member-price')).toHaveCount(0);
    await expect(page.getByTestId('points-balance')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, 'mem-search-club-signed-out');
  });

  test(
    'flight + hotel member search on localhost shows member prices on the stays',
    ONCE,
    async ({ page, context }) => {
      await acceptTechnicalCookies(page, 'localhost');
      await signInMember(context, 'localhost', 'Member - 50,000 points');
      await page.goto(brandUrl('localhost', packageSearch));
      await expect(page.getByTestId('points-balance')).toContainText('50,000 Wayfare Miles');
      await expect(page.getByText('Gold member')).toBeVisible();
      await expect(page.getByText(/8% below the public price/)).toBeVisible();
      await expect(page.getByTestId('member-price').first()).toContainText('Member price', { timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
      await saveScreens(page, 'hdp-mem-search-localhost-signed-in');
    },
  );

  test('a stale auth-token cookie counts as signed out @viewport-independent', async ({ page, context }) => {
    await acceptTechnicalCookies(page, 'localhost');
    await context.addCookies([{ name: 'auth-token', value: 'expired.token', url: brandUrl('localhost', '/') }]);
    await page.goto(brandUrl('localhost', packageSearch));
    await expect(page.getByRole('heading', { name: 'Your member session has ended' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in with Wayfare' })).toBeVisible();
  });
});
