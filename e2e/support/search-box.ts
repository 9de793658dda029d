import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Language } from '@wayfare/contract';

/** The `search` namespace texts the search box uses, as the API serves them (seed translations). */
export interface SearchTexts {
  departure: string;
  destination: string;
  submit: string;
  products: Record<string, string>;
  travellers: Record<string, string>;
}

export function searchTexts(language: Language): SearchTexts {
  const file = path.resolve(import.meta.dirname, `../../apps/api/seed/translations/${language}/search.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as SearchTexts;
}

/** YYYY-MM-DD and YYYYMMDD of day `day` of next month (always visible in the range picker's second panel). */
export function nextMonthDay(day: number): { iso: string; url: string } {
  const now = new Date();
  const date = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, day));
  const iso = date.toISOString().slice(0, 10);
  return { iso, url: iso.replaceAll('-', '') };
}

/** The kit's phone layout (≤ 768 px, lib/breakpoints.ts): pickers open as full-screen sheets. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= 768;
}

/**
 * Types `term` in a place field (the kit's ComboBox) and picks the first option showing `pick`; the field then shows
 * `shown`. On phones the field is a button opening a sheet with the input at its top; a tap before the page is
 * interactive opens nothing, so the tap is repeated until the sheet's input is there.
 */
export async function pickPlace(page: Page, label: string, term: string, pick: string, shown: RegExp) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  const field = page
    .locator('form')
    .getByRole('button', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `) });
  if (isPhone(page)) {
    await expect(async () => {
      await field.click();
      await expect(input).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  }
  await input.click();
  await input.pressSequentially(term, { delay: 40 });
  const option = page.getByRole('listbox').getByRole('option').filter({ hasText: pick }).first();
  // In the phone's place sheet the list sometimes closed under Playwright's click (the sheet's body reported on
  // top of the option, then the option detached) while the typed term stayed; a person would type again, so does
  // this. Cause not found yet (the lead's closing note, session of 2026-11-27).
  await expect(async () => {
    if (!(await option.isVisible())) {
      await input.fill('');
      await input.pressSequentially(term, { delay: 40 });
    }
    await option.click({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  if (isPhone(page)) await expect(field).toHaveText(shown);
  else await expect(input).toHaveValue(shown);
}

/** The search form's date field: the button of our DateRangePicker (components/ui/kit), inside its labelled group. */
export function dateTrigger(page: Page) {
  return page.locator('form [role="group"] button[aria-haspopup="dialog"]').first();
}

/** Whole days from the browser's today to an ISO day (the calendar opens on today when the field is empty). */
export async function daysFromToday(page: Page, iso: string): Promise<number> {
  const today = await page.evaluate(() => {
    const now = new Date();
    return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  });
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - today) / 86_400_000);
}

/** Moves the calendar grid's focus `days` ahead: a week per ArrowDown, a day per ArrowRight. */
export async function moveDays(page: Page, days: number) {
  for (let i = 0; i < Math.floor(days / 7); i += 1) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < days % 7; i += 1) await page.keyboard.press('ArrowRight');
}

/**
 * Picks a round trip by keyboard alone in an empty date field: Enter opens the calendar on today, arrows move,
 * Enter chooses the first and the last day; on phones the sheet's Done closes it. `inboundIso` is after `outboundIso`.
 */
export async function pickRange(page: Page, outboundIso: string, inboundIso: string) {
  const trigger = dateTrigger(page);
  await trigger.focus();
  await page.keyboard.press('Enter');
  const grid = page.getByRole('grid').first();
  await expect(grid).toBeVisible();
  await expect(page.locator('[role="gridcell"] [tabindex="0"]').first()).toBeFocused();
  await moveDays(page, await daysFromToday(page, outboundIso));
  await page.keyboard.press('Enter');
  const nights = (Date.parse(`${inboundIso}T00:00:00Z`) - Date.parse(`${outboundIso}T00:00:00Z`)) / 86_400_000;
  // React Aria moves focus one day on after the first day is chosen by keyboard (a range is being drawn).
  await moveDays(page, nights - 1);
  await page.keyboard.press('Enter');
  const done = page.getByRole('dialog').locator('button[slot="close"]');
  if (await done.isVisible()) await done.press('Enter');
  await expect(grid).toBeHidden();
  await expect(trigger).toBeFocused();
}

/** A text of the translation files as an exact-start pattern (its regex characters escaped). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Adds one child of `age` to the default 2 adults in the travellers picker (the kit's TravellerPicker). The field is
 * "Travellers" for flights and "Guests and rooms" for stays (issue 19 item 8); a flight's panel also holds the cabin
 * class select, so the child ages are found by their own label.
 */
export async function addChild(page: Page, travellers: Record<string, string>, age: number) {
  const labels = [travellers.label!, travellers.roomsLabel!].map(escapeRegExp).join('|');
  // The field button is named by its label, then its summary ("Travellers 2 adults").
  await page.getByRole('button', { name: new RegExp(`^(${labels})\\b`) }).click();
  const panel = page.getByRole('dialog', { name: new RegExp(`^(${labels})$`) });
  const more = panel.getByRole('button', { name: travellers.increase!.replace('{{label}}', travellers.children!) });
  const agePrefix = escapeRegExp(travellers.childAge!.split('{{index}}')[0]!);
  const ages = panel.getByLabel(new RegExp(`^${agePrefix}`));
  const before = await ages.count();
  await more.click();
  await expect(ages).toHaveCount(before + 1);
  const ageLabel = travellers.childAge!.replace('{{index}}', String(before + 1));
  await panel.getByLabel(ageLabel, { exact: true }).selectOption(String(age));
  await panel.getByRole('button', { name: travellers.done!, exact: true }).click();
  await expect(panel).toBeHidden();
}
