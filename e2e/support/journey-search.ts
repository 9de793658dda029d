import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { Language } from '@wayfare/contract';
import { brandUrl } from './brands';
import type { JourneyTexts } from './journey';
import { waitForHydration } from './hydration';
import { addChild, nextMonthDay, pickPlace, pickRange } from './search-box';
import { texts as flightTexts } from './flights';
import { stayTexts } from './stays';

/** Issue 7 journeys before the checkout: the landing search, the choice on the results, keyboard focus moves. */

/** A brand's landing search in a journey. */
export interface JourneyBrand {
  host: string;
  language: Language;
  /** The product tab on the landing page (FF/HGH brands show a single product and no tabs). */
  product: 'F' | 'FF' | 'H' | 'HGH' | 'DP';
  /** Where the results screen lands (HGH shows stays under /HGH). */
  departure?: { term: string; pick: string; shown: RegExp };
  destination: { term: string; pick: string; shown: RegExp };
  /** Ages of the children added to the default 2 adults. */
  children?: number[];
}

/** Opens the brand's landing page with only technical cookies accepted (the banner has its own spec). */
export async function openLanding(page: Page, host: string, query = ''): Promise<void> {
  await page.context().addCookies([{ name: 'cookie-acceptance', value: 'technical', url: brandUrl(host, '/') }]);
  await page.goto(brandUrl(host, `/${query}`));
  // The landing settles first (brand, flags, lazy search box): an earlier tab choice could be reset.
  await page.waitForLoadState('networkidle');
}

/** The landing search: product tab (when the brand shows tabs), places, next month's dates, travellers, submit. */
export async function searchFromLanding(page: Page, brand: JourneyBrand, texts: JourneyTexts): Promise<void> {
  const { search } = texts;
  // `?product=` preselects the tab (landing-route): a click racing the landing's first renders could be undone.
  await openLanding(page, brand.host, `?product=${brand.product}`);
  const tab = page.getByRole('radiogroup').getByRole('radio', { name: search.products[brand.product], exact: true });
  // A click before the lazy search box is interactive is dropped: retry until the tab is chosen.
  if ((await tab.count()) > 0)
    await expect(async () => {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-checked', 'true', { timeout: 1000 });
    }).toPass();
  if (brand.departure)
    await pickPlace(page, search.departure, brand.departure.term, brand.departure.pick, brand.departure.shown);
  await pickPlace(page, search.destination, brand.destination.term, brand.destination.pick, brand.destination.shown);
  await pickRange(page, nextMonthDay(10).iso, nextMonthDay(14).iso);
  for (const age of brand.children ?? []) await addChild(page, search.travellers, age);
  if ((await tab.count()) > 0) await expect(tab).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: search.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${brand.product}\\?`));
}

/** The checkout URL after CreateCart: step 1 of a new cart of this product. */
export async function expectCheckoutStart(page: Page, product: string): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\?.*checkoutStep=1/, { timeout: 30_000 });
  const url = new URL(page.url());
  expect(url.searchParams.get('cartId')).toBeTruthy();
  expect(url.searchParams.get('requestUuid')).toBeTruthy();
  expect(url.searchParams.get('product')).toBe(product);
}

/** From flight results: select the first flight (→ checkout). */
export async function reserveFirstFlight(page: Page, language: Language, product: string): Promise<void> {
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  // Flight results are server-rendered: the card's button answers once the page has hydrated.
  await waitForHydration(page);
  await card.getByRole('button', { name: flightTexts(language).card!.select, exact: true }).click();
  await expectCheckoutStart(page, product);
}

/** From stay results: the first stay's rooms, the second room when there is one, then reserve (→ checkout). */
export async function reserveFirstStay(page: Page, language: Language, product: string): Promise<void> {
  const { stays, detail } = stayTexts(language);
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('link', { name: stays.card.seeRooms }).click();
  await expect(page).toHaveURL(/\/hotel-detail\?/);
  const radios = page.getByRole('region', { name: detail.rooms.title }).getByRole('radio');
  await expect(radios.first()).toBeChecked({ timeout: 30_000 });
  await waitForHydration(page);
  if ((await radios.count()) > 1) {
    await radios.nth(1).click();
    await expect(radios.nth(1)).toBeChecked();
  }
  await page.getByRole('button', { name: detail.summary.reserve }).click();
  await expectCheckoutStart(page, product);
}

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus: proves it is reachable by keyboard. */
export async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}) {
  await expect(target).toBeAttached();
  const key = options.back ? 'Shift+Tab' : 'Tab';
  // The element is held, not looked up by role at each press: while a popover is open on the way (the destination
  // combobox opens on focus) React Aria hides the rest of the page from the accessibility tree, and a role locator
  // would wait for it instead of pressing on. A re-rendered (replaced) element is looked up again.
  let element = await target.elementHandle();
  for (let press = 0; press < (options.max ?? 200); press += 1) {
    const state = await element!.evaluate((node) =>
      !node.isConnected ? 'gone' : node === document.activeElement ? 'focused' : 'elsewhere',
    );
    if (state === 'focused') return;
    if (state === 'gone') {
      element = await target.elementHandle();
      continue;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`Never reached by ${key}: ${target.toString()}`);
}
