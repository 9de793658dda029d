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

/** Types `term` in an autocomplete field and picks the first option showing `pick`; the field then shows `shown`. */
export async function pickPlace(page: Page, label: string, term: string, pick: string, shown: RegExp) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.pressSequentially(term, { delay: 40 });
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: pick }).first();
  await option.click();
  await expect(input).toHaveValue(shown);
}

/** Picks a round trip in the lazy range picker (same approach as the landing spec). */
export async function pickRange(page: Page, outboundIso: string, inboundIso: string) {
  // Until used, the picker is a look-alike stand-in (data-date-picker); the click mounts antd's and opens it.
  await page.locator('form :is([data-date-picker], .ant-picker)').first().click();
  const dropdown = page.locator('.ant-picker-dropdown:visible');
  await expect(dropdown).toBeVisible();
  // A click during antd's opening animation is dropped: wait until the popup has settled.
  await expect(
    page.locator('.ant-picker-dropdown:visible[class*="-enter"], .ant-picker-dropdown:visible[class*="-appear"]'),
  ).toHaveCount(0);
  const startInput = page.locator('form .ant-picker input').first();
  await expect(async () => {
    await dropdown.locator(`.ant-picker-cell-in-view[title="${outboundIso}"]`).first().click();
    await expect(startInput).not.toHaveValue('', { timeout: 1000 });
  }).toPass();
  await dropdown.locator(`.ant-picker-cell-in-view[title="${inboundIso}"]`).first().click();
  await expect(dropdown).toBeHidden();
}

/** Adds one child of `age` to the default 2 adults in the travellers panel. */
export async function addChild(page: Page, travellers: Record<string, string>, age: number) {
  await page.getByLabel(travellers.label!, { exact: true }).click();
  await page.getByRole('button', { name: travellers.increase!.replace('{{label}}', travellers.children!) }).click();
  const ageText = travellers.years_other!.replace('{{count}}', String(age));
  const ageLabel = travellers.childAge!.replace('{{index}}', '1');
  const ageField = page.locator('.ant-select').filter({ has: page.getByLabel(ageLabel) });
  // The option list animates in: retry until the choice shows in the field.
  await expect(async () => {
    await page.getByLabel(ageLabel).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: new RegExp(`^${ageText}$`) })
      .click({ timeout: 2000 });
    await expect(ageField).toContainText(ageText, { timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: travellers.done!, exact: true }).click();
}
