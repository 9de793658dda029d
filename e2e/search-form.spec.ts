import { expect, test } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import type { Money } from '@wayfare/contract';
import { flightQuery, urlDate } from './support/flights';
import { openLanding, tabTo } from './support/journey-search';
import { brandAmount, serverRenderedProposals } from './support/price-truth';

/**
 * Issue 19 item 8: the cabin class of a flight and the rooms of a stay are chosen in the search form by keyboard
 * alone, the results are searched for them and the cart charges what the card showed. The places and dates are
 * not the point: the landing opens with them in its URL (spec §3 values prefill the form).
 */
test.describe('search form: cabin class and rooms @viewport-independent', () => {
  test.describe.configure({ mode: 'parallel' });

  /** The first proposal's price as the results screen received it (its request, or the server-rendered state). */
  function firstPrice(page: Page, path: string) {
    return page
      .waitForResponse(async (response: Response) => {
        if (!response.url().includes(path) || response.request().method() !== 'POST' || !response.ok()) return false;
        const body = (await response.json().catch(() => null)) as { result?: { proposals?: unknown[] } } | null;
        return (body?.result?.proposals?.length ?? 0) > 0;
      })
      .then(async (response) => {
        const { result } = (await response.json()) as { result: { proposals: { price: { total: Money } }[] } };
        return result.proposals[0]!.price.total;
      });
  }

  async function openTravellers(page: Page, name: string) {
    const form = page.getByRole('form', { name: 'Search trips' });
    const trigger = form.getByRole('button', { name: new RegExp(name) });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    return { form, trigger, dialog: page.getByRole('dialog', { name }) };
  }

  async function submitByKeyboard(page: Page) {
    await tabTo(
      page,
      page.getByRole('form', { name: 'Search trips' }).getByRole('button', { name: 'Search', exact: true }),
    );
    await page.keyboard.press('Enter');
  }

  test('business class: chosen by keyboard, shown on the cards, charged as the card showed', async ({ page }) => {
    test.setTimeout(120_000);
    await openLanding(page, 'localhost', `?${flightQuery('F').replace('&childrenAges=7', '')}`);
    const { trigger, dialog } = await openTravellers(page, 'Travellers');
    const cabin = dialog.getByLabel('Cabin class');
    await tabTo(page, cabin);
    // A native select takes the first letter of an option.
    await page.keyboard.type('B');
    await expect(cabin).toHaveValue('BUSINESS');
    await page.keyboard.press('Escape');
    await expect(trigger).toContainText('Business');
    const price = firstPrice(page, '/ShoppingTransportService/RetrieveProposals');
    await submitByKeyboard(page);
    await expect(page).toHaveURL(/\/F\?.*cabinClass=BUSINESS/);
    const shown = brandAmount('localhost', await price);
    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Select', exact: true }) });
    await expect(card.first()).toContainText('Business', { timeout: 30_000 });
    await expect(card.first()).toContainText(shown);
    await card.first().getByRole('button', { name: 'Select', exact: true }).click();
    await expect(page).toHaveURL(/\/checkout\?.*checkoutStep=1/, { timeout: 30_000 });
    await expect(page.getByTestId('cart-total').first()).toHaveText(shown, { timeout: 20_000 });
    await expect(page.getByTestId('price-change')).toHaveCount(0);
  });

  test('two rooms: added by keyboard, searched, shown on the hotel page, charged as the card showed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openLanding(
      page,
      'localhost',
      `?product=H&destination=rom&outboundDate=${urlDate(60)}&returnDate=${urlDate(63)}&adults=2`,
    );
    const { trigger, dialog } = await openTravellers(page, 'Guests and rooms');
    await tabTo(page, dialog.getByRole('button', { name: 'Add a room' }));
    await page.keyboard.press('Enter');
    const room2 = dialog.getByRole('region', { name: 'Room 2' });
    // The new room's adults field has the focus: one more adult there by arrow key.
    await expect(room2.getByRole('textbox', { name: /Adults/ })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(room2.getByRole('textbox', { name: /Adults/ })).toHaveValue('2');
    await page.keyboard.press('Escape');
    await expect(trigger).toContainText('4 adults · 2 rooms');
    const price = firstPrice(page, '/ShoppingHDPService/RetrieveProposals').catch(() => null);
    await submitByKeyboard(page);
    await expect(page).toHaveURL(/\/H\?.*adults=4.*rooms=2_2/);
    const charged =
      (await Promise.race([price, page.waitForTimeout(15_000).then(() => null)])) ??
      (await serverRenderedProposals(page))?.[0]?.price.total;
    const shown = brandAmount('localhost', charged!);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'See rooms' }) })
      .first();
    await expect(card).toContainText(shown, { timeout: 30_000 });
    await card.getByRole('link', { name: 'See rooms' }).click();
    await expect(page).toHaveURL(/\/hotel-detail\?.*rooms=2_2/);
    await expect(page.getByTestId('detail-total')).toHaveText(shown, { timeout: 30_000 });
    await expect(page.getByText('Room 2: 2 adults', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Reserve' }).click();
    await expect(page).toHaveURL(/\/checkout\?.*checkoutStep=1/, { timeout: 30_000 });
    await expect(page.getByTestId('cart-total').first()).toHaveText(shown, { timeout: 20_000 });
    await expect(page.getByTestId('price-change')).toHaveCount(0);
  });
});
