import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';

/** The simulated provider's test cards (apps/api/src/cart/payment/card-rules.ts). */
export const CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
} as const;

type Tree = { [key: string]: string | Tree };

/** The `payment` namespace texts of a language, as the app shows them (seed translations). */
export function paymentTexts(language: string): (key: string, values?: Record<string, string>) => string {
  const file = path.resolve(import.meta.dirname, `../../apps/api/seed/translations/${language}/payment.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  return (key, values = {}) => {
    const text = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) as string;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** A stored cookie choice keeps the consent banner (tested in its own spec) off the checkout buttons. */
export async function acceptCookies(context: BrowserContext, host: string): Promise<void> {
  await context.addCookies([{ name: 'cookie-acceptance', value: 'technical', domain: host, path: '/' }]);
}

/** The hosted card page's texts (`hosted-payment` namespace) in the page's own language. */
export function hostedTexts(language: string): (key: string, values?: Record<string, string>) => string {
  const file = path.resolve(import.meta.dirname, `../../apps/api/seed/translations/${language}/hosted-payment.json`);
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Tree;
  return (key, values = {}) => {
    const text = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, tree) as string;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}

/** Fills the hosted card form (plain HTML served by the API, in the brand's language) and pays. */
export async function payOnHostedPage(page: Page, card: string, expiry = '12/39'): Promise<void> {
  await expect(page).toHaveURL(/\/payment\/hosted\//);
  const t = hostedTexts((await page.locator('html').getAttribute('lang')) ?? 'en');
  await page.getByLabel(t('fields.name')).fill('Anna Rossi');
  await page.getByLabel(t('fields.number')).fill(card);
  await page.getByLabel(t('fields.expiry')).fill(expiry);
  await page.getByLabel(t('fields.cvc')).fill('123');
  await page.getByRole('button', { name: new RegExp(`^${t('pay', { amount: '' }).trim()} `) }).click();
}

/** Step 5: accept the terms and confirm (the button text depends on what is left for the card). */
export async function acceptTermsAndConfirm(page: Page, acceptLabel: string): Promise<void> {
  // At the box (the row's start): the terms and privacy links in the label sit above the row-wide input, and the
  // row's centre is often on one of them.
  await page.getByRole('checkbox', { name: new RegExp(acceptLabel) }).check({ position: { x: 10, y: 10 } });
  await page.getByTestId('confirm-and-pay').click();
}
