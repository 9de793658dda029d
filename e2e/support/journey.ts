import { expect } from '@playwright/test';
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { Language } from '@wayfare/contract';
import { expectNoSeriousA11yViolations } from './axe';
import { checkoutTexts, pickOption, selectField, stepHeading } from './checkout';
import { acceptTermsAndConfirm, CARDS, paymentTexts, payOnHostedPage } from './payment-pages';
import { saveScreens } from './screenshots';
import { searchTexts } from './search-box';

/**
 * Issue 7 journeys through the checkout to the confirmation, through the UI only: one brand's texts
 * (seed translations) and the steps every product shares (the search side is in journey-search.ts).
 */

export interface Traveller {
  first: string;
  last: string;
}

export function journeyTexts(language: Language) {
  return { checkout: checkoutTexts(language), payment: paymentTexts(language), search: searchTexts(language) };
}
export type JourneyTexts = ReturnType<typeof journeyTexts>;

/** axe on the current screen and its screenshots at 390 and 1280 (taken once, from the desktop project). */
export async function checkpoint(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  if (testInfo.project.name === 'desktop') await saveScreens(page, name);
}

/** Step 1: every traveller fieldset (adults then children, in page order), with documents when the form asks. */
export async function completeTravellers(page: Page, texts: JourneyTexts, people: Traveller[]): Promise<void> {
  const t = texts.checkout;
  await expect(stepHeading(page, t('travellers.title'))).toBeVisible();
  const groups = page.getByRole('group').filter({ has: page.getByLabel(t('travellers.firstName')) });
  await expect(groups).toHaveCount(people.length);
  for (const [index, person] of people.entries()) {
    const group = groups.nth(index);
    const needsDocument = (await group.getByLabel(t('travellers.documentNumber')).count()) > 0;
    await fillPerson(page, group, texts, person, needsDocument);
  }
}

/** One traveller fieldset (exact labels: "Nom" and "Prénom" must not collide); birth date = the latest that fits. */
async function fillPerson(page: Page, group: Locator, texts: JourneyTexts, person: Traveller, needsDocument: boolean) {
  const t = texts.checkout;
  const field = (key: string) => group.getByLabel(t(key), { exact: true });
  await field('travellers.firstName').fill(person.first);
  await field('travellers.lastName').fill(person.last);
  await chooseOption(page, group, t('travellers.gender'), t('travellers.female'));
  const birth = field('travellers.birthDate');
  await birth.fill((await birth.getAttribute('max')) ?? '1990-01-01');
  if (!needsDocument) return;
  await chooseOption(page, group, t('travellers.nationality'), /^Ital/);
  await field('travellers.documentNumber').fill('YA1234567');
  await chooseOption(page, group, t('travellers.documentCountry'), /^Ital/);
  await field('travellers.documentExpiry').fill('2035-01-01');
}

/** Makes sure the kit Select of `scope` labelled `label` shows `text`, choosing it if not. */
export async function chooseOption(page: Page, scope: Locator, label: string, text: string | RegExp): Promise<void> {
  const field = selectField(scope, label);
  const pattern = typeof text === 'string' ? text : new RegExp(text.source.replace(/^\^/, ''));
  if (await field.filter({ hasText: pattern }).count()) return;
  await pickOption(page, field, text);
}

/** Continue to the next step and wait for its heading and URL. */
export async function continueTo(page: Page, texts: JourneyTexts, step: number, heading: string): Promise<void> {
  await page.getByRole('button', { name: texts.checkout('actions.continue'), exact: true }).click();
  await expect(stepHeading(page, heading)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(new RegExp(`checkoutStep=${step}`));
}

/** Step 2: name, email and phone (the country code keeps the brand's default unless `countryCode` is given). */
export async function completeContact(
  page: Page,
  texts: JourneyTexts,
  contact: Traveller & { email: string; phone: string; countryCode?: string },
): Promise<void> {
  const t = texts.checkout;
  await page.getByLabel(t('contact.firstName'), { exact: true }).fill(contact.first);
  await page.getByLabel(t('contact.lastName'), { exact: true }).fill(contact.last);
  await page.getByLabel(t('contact.email'), { exact: true }).fill(contact.email);
  if (contact.countryCode) await pickOption(page, selectField(page, t('contact.countryCode')), contact.countryCode);
  await page.getByLabel(t('contact.phone'), { exact: true }).fill(contact.phone);
}

/** Reloads and checks the step comes back with its heading (and `check` for the data typed or saved). */
export async function reloadKeeps(page: Page, heading: string, check: () => Promise<void>): Promise<void> {
  await page.reload();
  await expect(stepHeading(page, heading)).toBeVisible({ timeout: 20_000 });
  await check();
}

/** Step 4 → 5: continue to review. */
export async function toReview(page: Page, texts: JourneyTexts): Promise<void> {
  const p = texts.payment;
  await page.getByRole('button', { name: p('step.next') }).click();
  await expect(stepHeading(page, p('review.title'))).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/checkoutStep=5/);
}

/** Step 5: accept the terms and confirm; the hosted card page opens (when the card pays something). */
export async function confirmToHostedPage(page: Page, texts: JourneyTexts): Promise<void> {
  await acceptTermsAndConfirm(page, texts.payment('terms.accept'));
  await expect(page).toHaveURL(/\/payment\/hosted\//, { timeout: 30_000 });
}

/** The confirmation page of a paid order; returns the order number shown, after checking a reload keeps it. */
export async function expectConfirmed(page: Page, texts: JourneyTexts): Promise<string> {
  const p = texts.payment;
  // `payment=success` when the hosted card page sent the traveller back; absent when nothing was left for the card.
  await expect(page).toHaveURL(/\/checkout\/confirmation\?/, { timeout: 30_000 });
  expect(new URL(page.url()).searchParams.get('payment') ?? 'success').toBe('success');
  await expect(page.getByRole('heading', { level: 1, name: p('confirmation.heading.confirmed') })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText(p('confirmation.status.CONFIRMED'));
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).not.toBe('');
  await page.reload();
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('order-status')).toHaveText(p('confirmation.status.CONFIRMED'));
  return orderNumber;
}

/** The cart of the current checkout or confirmation URL (for API checks after the UI journey). */
export function cartOfPage(page: Page): { cartId: string; requestUuid: string } {
  const params = new URL(page.url()).searchParams;
  return { cartId: params.get('cartId') ?? '', requestUuid: params.get('requestUuid') ?? '' };
}

export interface CheckoutPlan {
  /** Screenshot name prefix, e.g. `journey-h`. */
  name: string;
  travellers: Traveller[];
  contact: Traveller & { email: string; phone: string };
  /** Extra work on step 3 (an ancillary) and step 4 (a voucher) before continuing. */
  extras?: () => Promise<void>;
  payment?: () => Promise<void>;
}

/**
 * Steps 1 to 5 of a new cart, each axe-checked and captured, with a reload on each that keeps the data;
 * ends on the review step with the terms not accepted yet.
 */
export async function completeCheckout(page: Page, testInfo: TestInfo, texts: JourneyTexts, plan: CheckoutPlan) {
  const t = texts.checkout;
  const p = texts.payment;
  const [lead] = plan.travellers;
  await completeTravellers(page, texts, plan.travellers);
  await checkpoint(page, testInfo, `${plan.name}-1-travellers`);
  await continueTo(page, texts, 2, t('contact.title'));

  await completeContact(page, texts, plan.contact);
  await reloadKeeps(page, t('contact.title'), () =>
    expect(page.getByLabel(t('contact.email'), { exact: true })).toHaveValue(plan.contact.email),
  );
  await checkpoint(page, testInfo, `${plan.name}-2-contact`);
  await continueTo(page, texts, 3, t('extras.title'));

  await plan.extras?.();
  await reloadKeeps(page, t('extras.title'), async () => {});
  await checkpoint(page, testInfo, `${plan.name}-3-extras`);
  await continueTo(page, texts, 4, p('step.title'));

  await plan.payment?.();
  await reloadKeeps(page, p('step.title'), () =>
    expect(page.getByRole('heading', { name: p('split.title') })).toBeVisible(),
  );
  await checkpoint(page, testInfo, `${plan.name}-4-payment`);
  await toReview(page, texts);

  // The review shows what was saved on the earlier steps, also after a reload.
  const saved = async () => {
    await expect(page.getByText(`${lead!.first} ${lead!.last}`, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(plan.contact.email).first()).toBeVisible();
  };
  await saved();
  await reloadKeeps(page, p('review.title'), saved);
  await checkpoint(page, testInfo, `${plan.name}-5-review`);
}

/** Confirm on the review step, pay on the hosted card page with the success card, land on the confirmation. */
export async function payByCard(page: Page, testInfo: TestInfo, texts: JourneyTexts, name: string): Promise<string> {
  await confirmToHostedPage(page, texts);
  await checkpoint(page, testInfo, `${name}-hosted-card`);
  await payOnHostedPage(page, CARDS.success);
  const orderNumber = await expectConfirmed(page, texts);
  await checkpoint(page, testInfo, `${name}-confirmation`);
  return orderNumber;
}
