import type { Language } from '@wayfare/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Locator, Page, Request } from '@playwright/test';
import { brandUrl } from './brands';

export type Texts = Record<string, Record<string, string>>;

/** The texts of the flights namespace in a language, as the API serves them. */
export function texts(language: Language): Texts {
  const file = path.resolve(import.meta.dirname, `../../apps/api/seed/translations/${language}/flights.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}
export const en = texts('en');
export const es = texts('es');

/** The brands selling F (seed brands): the main flow runs on each, in its language and currency. */
export const F_BRANDS = [
  { host: 'localhost', lang: 'en' },
  { host: 'club.localhost', lang: 'fr' },
] as const;

export const RETRIEVE = '/ShoppingTransportService/RetrieveProposals';

/** YYYYMMDD `days` from today (the search must lie in the future). */
export function urlDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  return date.toISOString().slice(0, 10).replaceAll('-', '');
}

/** spec §3 query of a MAD → FCO round trip for 2 adults and 1 child. */
export function flightQuery(product: 'F' | 'FF', extra = ''): string {
  const query = `product=${product}&departure=MAD&destination=fco&outboundDate=${urlDate(30)}&returnDate=${urlDate(37)}&adults=2&childrenAges=7`;
  return extra ? `${query}&${extra}` : query;
}

export interface RetrieveBody {
  facets: Record<string, unknown>;
  sort: { value: string; ascending: boolean };
  page: { pageNumber: number; pageSize: number };
  filtersMetadata: boolean;
  staticData: { language: string };
}

export const bodyOf = (request: Request) => request.postDataJSON() as RetrieveBody;

/** Waits for the next RetrieveProposals request whose body passes `check` (start waiting before acting). */
export function nextRetrieve(page: Page, check: (body: RetrieveBody) => boolean = () => true) {
  return page.waitForRequest((request) => request.url().includes(RETRIEVE) && check(bodyOf(request)));
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A formatted number in any brand language: "4,000" (en), "4 000" with a narrow no-break space (fr). */
export const NUMBER = String.raw`[\d\s.,'’]+`;

/**
 * A translation as a whole-text pattern: each `{{name}}` becomes `values[name]` or a number pattern. A plural
 * key (`count` for `count_one`/`count_other`) accepts every form.
 */
export function textPattern(group: Record<string, string>, key: string, values: Record<string, string> = {}): RegExp {
  const templates = [group[key], group[`${key}_one`], group[`${key}_other`]].filter((text) => text !== undefined);
  const sources = templates.map((template) =>
    escapeRegExp(template).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) => values[name] ?? NUMBER),
  );
  return new RegExp(`^(?:${sources.join('|')})$`);
}

/** A price as any brand shows it ("€1,234.50", "1 234,50 CHF", "CHF 1’234"): decimals follow the last mark. */
export function amountOf(text: string): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const decimals = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimals ? digits.slice(0, decimals.index) : digits).replace(/\D/g, '');
  return Number(`${whole}.${decimals?.[1] ?? '0'}`);
}

export async function acceptTechnicalCookies(page: Page, host: string) {
  await page.context().addCookies([{ name: 'cookie-acceptance', value: 'technical', url: brandUrl(host, '/') }]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** Runs `act` with the facets on screen: the sidebar on desktop, the drawer on phones. */
export async function inFilters(page: Page, t: Texts, act: () => Promise<void>) {
  if (isPhone(page)) await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t.filters!.open!)}`) }).click();
  await act();
  if (isPhone(page)) await page.getByRole('button', { name: textPattern(t.filters!, 'showResults') }).click();
}

/** A slider handle's value: `aria-valuenow` (a div handle) or the value of an `<input type="range">`. */
export function sliderValue(handle: Locator): Promise<number> {
  return handle.evaluate((element) =>
    Number(element.getAttribute('aria-valuenow') ?? (element as HTMLInputElement).value),
  );
}

/**
 * Moves a focused slider handle to `target` with the arrow keys, one press at a time, each awaited until the handle
 * shows its new value: every press commits a filter (a request and a URL change), and on a loaded machine a press
 * that lands while the last commit re-renders is dropped, so counting presses is not enough.
 */
export async function slideTo(handle: Locator, target: number): Promise<void> {
  await handle.focus();
  for (let press = 0; press < 200; press += 1) {
    const now = await sliderValue(handle);
    if (now === target) return;
    await handle.press(now < target ? 'ArrowRight' : 'ArrowLeft');
    // A dropped press leaves the value as it was: the loop presses again.
    await expect
      .poll(() => sliderValue(handle), { timeout: 2_000 })
      .not.toBe(now)
      .catch(() => undefined);
  }
  throw new Error(`The slider never reached ${target}`);
}
