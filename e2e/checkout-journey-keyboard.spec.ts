import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { ordersOf } from './support/cart-api';
import { selectField, stepHeading } from './support/checkout';
import { cartOfPage, expectConfirmed, journeyTexts } from './support/journey';
import { expectCheckoutStart, openLanding, tabTo } from './support/journey-search';
import { CARDS } from './support/payment-pages';
import { dateTrigger, nextMonthDay, pickRange, searchTexts } from './support/search-box';
import { stayTexts } from './support/stays';
import { ONCE } from './support/viewports';

/**
 * Issues 7 and 16: one purchase by keyboard alone (Tab, Shift+Tab, Enter, Space, arrows; `page.keyboard` only, no
 * clicks): a stay (H) on `localhost`, from the landing search (date range picker included) to the confirmation,
 * including the hosted card page. The other products share these screens.
 */
const HOST = 'localhost';
const texts = journeyTexts('en');
const t = texts.checkout;
const p = texts.payment;
const { stays, detail } = stayTexts('en');
const search = searchTexts('en');

/** Tabs to the destination, types `term`, moves down the suggestions to the first showing `pick`, Enter. */
async function pickPlaceByKeyboard(page: Page, term: string, pick: string) {
  const input = page.getByRole('combobox', { name: search.destination, exact: true });
  await tabTo(page, input);
  await page.keyboard.type(term, { delay: 40 });
  await expect(page.getByRole('listbox').getByRole('option').filter({ hasText: pick }).first()).toBeAttached();
  for (let press = 0; press < 12; press += 1) {
    await page.keyboard.press('ArrowDown');
    const active = await input.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).textContent())?.includes(pick)) break;
  }
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue(new RegExp(pick));
}

/** Tabs to the field labelled `label` and types `text` (replacing what it held). */
async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, page.getByLabel(label, { exact: true }));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs to a step's main button and presses Enter; the next step's heading shows. */
async function pressButton(page: Page, name: string, next: string) {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, next)).toBeVisible({ timeout: 20_000 });
}

// Keyboard alone is a desktop way of working: once, at 1280 px.
test(
  'a stay searched and bought with the keyboard alone, date range picker and hosted card page included',
  ONCE,
  async ({ page, request }) => {
    test.setTimeout(300_000);
    // The landing search (issue 16): the place by typing, arrows and Enter, the date range picker by arrows and Enter.
    await openLanding(page, HOST, '?product=H');
    await pickPlaceByKeyboard(page, 'rom', 'Rome');
    await tabTo(page, dateTrigger(page));
    await pickRange(page, nextMonthDay(10).iso, nextMonthDay(13).iso);
    await tabTo(page, page.getByRole('button', { name: search.submit, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/H\\?.*outboundDate=${nextMonthDay(10).url}`));
    const firstStay = page.getByRole('article').first().getByRole('link', { name: stays.card.seeRooms });
    await expect(firstStay).toBeVisible({ timeout: 30_000 });
    await tabTo(page, firstStay, { max: 300 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/hotel-detail\?/);

    // The room radios: arrow keys move the choice; then on to reserve.
    const radios = page.getByRole('region', { name: detail.rooms.title }).getByRole('radio');
    await expect(radios.first()).toBeChecked({ timeout: 30_000 });
    await tabTo(page, radios.first());
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: detail.summary.reserve }));
    await page.keyboard.press('Enter');
    await expectCheckoutStart(page, 'H');

    // Step 1: two adults; gender by arrow + Enter, birth date typed into the date field.
    await expect(stepHeading(page, t('travellers.title'))).toBeVisible();
    const people = [
      ['Grace', 'Hopper', '12091986'],
      ['Alan', 'Turing', '06231982'],
    ] as const;
    for (const [index, [first, last, birth]] of people.entries()) {
      const group = page.getByRole('group', { name: t('travellers.adult', { number: index + 1 }) });
      await tabTo(page, group.getByLabel(t('travellers.firstName'), { exact: true }));
      await page.keyboard.type(first);
      await page.keyboard.press('Tab');
      await page.keyboard.type(last);
      await tabTo(page, selectField(group, t('travellers.gender')));
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(selectField(group, t('travellers.gender'))).toContainText(t('travellers.female'));
      await tabTo(page, group.getByLabel(t('travellers.birthDate'), { exact: true }));
      await page.keyboard.type(birth);
    }
    await pressButton(page, t('actions.continue'), t('contact.title'));

    // Step 2: contact (the brand's default country code stays).
    await typeInto(page, t('contact.firstName'), 'Grace');
    await typeInto(page, t('contact.lastName'), 'Hopper');
    await typeInto(page, t('contact.email'), 'grace@example.com');
    await typeInto(page, t('contact.phone'), '861234567');
    await pressButton(page, t('actions.continue'), t('extras.title'));

    // Step 3: insurance by Space, then on.
    const insurance = page.getByRole('checkbox', { name: /^Add travel insurance/ });
    await tabTo(page, insurance);
    await page.keyboard.press('Space');
    await expect(insurance).toBeChecked();
    await pressButton(page, t('actions.continue'), p('step.title'));

    // Step 4 → 5: review, terms by Space, confirm by Enter.
    await pressButton(page, p('step.next'), p('review.title'));
    const terms = page.getByRole('checkbox', { name: new RegExp(p('terms.accept')) });
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await tabTo(page, page.getByTestId('confirm-and-pay'));
    await page.keyboard.press('Enter');

    // The hosted card page: plain HTML, Tab through its fields and submit with Enter.
    await expect(page).toHaveURL(/\/payment\/hosted\//, { timeout: 30_000 });
    await typeInto(page, 'Name on card', 'Grace Hopper');
    await typeInto(page, 'Card number', CARDS.success);
    await typeInto(page, 'Expiry (MM/YY)', '12/39');
    await typeInto(page, 'Security code', '123');
    await tabTo(page, page.getByRole('button', { name: /^Pay / }));
    await page.keyboard.press('Enter');

    const orderNumber = await expectConfirmed(page, texts);
    const orders = await ordersOf(request, cartOfPage(page));
    expect(orders.map((order) => [order.orderNumber, order.status])).toEqual([[orderNumber, 'CONFIRMED']]);
  },
);
