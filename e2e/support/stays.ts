import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import type { Locator, Page, Request } from '@playwright/test';
import type { Language } from '@wayfare/contract';
import { brandUrl } from './brands';

type Texts = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- nested seed JSON

function namespace(language: Language, name: string): Texts {
  const file = path.resolve(import.meta.dirname, `../../apps/api/seed/translations/${language}/${name}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}

/** The `stays` and `hotel-detail` texts of a language, as the API serves them (seed translations). */
export function stayTexts(language: Language) {
  return { stays: namespace(language, 'stays'), detail: namespace(language, 'hotel-detail') };
}

/** A translation with its `{{values}}` filled in. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A formatted number or price in any brand language ("4,000", "4 000", "€1,234", "1 234 CHF"). */
const ANY = String.raw`.+?`;

/** A translation (every plural form of `key`) as a whole-text pattern; missing values match anything. */
export function textPattern(group: Texts, key: string, values: Record<string, string> = {}): RegExp {
  const templates = [group[key], group[`${key}_one`], group[`${key}_other`]].filter(
    (text): text is string => typeof text === 'string',
  );
  const sources = templates.map((template) =>
    escapeRegExp(template).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_, name: string) =>
      values[name] !== undefined ? escapeRegExp(values[name]) : ANY,
    ),
  );
  return new RegExp(`^(?:${sources.join('|')})$`);
}

/** The seeded brands selling stays (issue 6): each runs the journeys in its language, with its products. */
export const STAY_BRANDS = [
  { host: 'localhost', language: 'en', product: 'H', packages: true },
  { host: 'tophotel.localhost', language: 'it', product: 'HGH', packages: false },
  { host: 'club.localhost', language: 'fr', product: 'DP', packages: true },
] as const satisfies readonly { host: string; language: Language; product: string; packages: boolean }[];
export type StayBrand = (typeof STAY_BRANDS)[number];

/** YYYYMMDD `days` ahead: a stay 60 to 63 days out is always in the future and a valid 3-night search. */
export function urlDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
}

/** Rome for 2 adults, 3 nights, as /H, /HGH or /DP (from Milan) query strings. */
export function romePath(product: 'H' | 'HGH' | 'DP', extra = ''): string {
  const dates = `outboundDate=${urlDate(60)}&returnDate=${urlDate(63)}`;
  const departure = product === 'DP' ? 'departure=MIL&' : '';
  return `/${product}?${departure}destination=rom&${dates}&adults=2${extra ? `&${extra}` : ''}`;
}

export interface ProposalsBody {
  facets: Record<string, unknown>;
  sort: { value: string; ascending: boolean };
  page: { pageNumber: number; pageSize: number };
  staticData: { language: string };
}

export const isProposals = (request: Request) =>
  request.url().includes('/ShoppingHDPService/RetrieveProposals') && request.method() === 'POST';
export const bodyOf = (request: Request) => request.postDataJSON() as ProposalsBody;

/** Waits for the RetrieveProposals request whose body satisfies `match` (start waiting before acting). */
export function proposalsRequest(page: Page, match: (body: ProposalsBody) => boolean = () => true) {
  return page.waitForRequest((request) => isProposals(request) && match(bodyOf(request)));
}

/** Opens a page of a brand with only technical cookies accepted (no banner in the way). */
export async function openBrand(page: Page, host: string, pathAndQuery: string) {
  await page.context().addCookies([{ name: 'cookie-acceptance', value: 'technical', url: brandUrl(host, '/') }]);
  await page.goto(brandUrl(host, pathAndQuery));
}

export const cards = (page: Page) => page.getByRole('article');
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) <= 768;

/** The "N stays found" status and the number in it. */
export function resultCount(page: Page, texts: Texts): Locator {
  return page.getByRole('status').filter({ hasText: textPattern(texts.stays.results, 'count') });
}
export async function countOf(page: Page, texts: Texts): Promise<number> {
  const status = resultCount(page, texts);
  await expect(status).toBeVisible();
  return Number((await status.textContent())!.replace(/\D/g, ''));
}

/** The facets: the sidebar on desktop, the drawer (opened here) on phones and tablets. */
export async function openFacets(page: Page, texts: Texts): Promise<Locator> {
  const sidebar = page.getByRole('complementary', { name: texts.stays.filters.title });
  if (await sidebar.isVisible()) return sidebar;
  await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(texts.stays.filters.open)}`) }).click();
  return page.getByRole('dialog');
}

/** Closes the phone drawer ("Show N stays") when it is open. */
export async function closeFacets(page: Page, texts: Texts) {
  const show = page.getByRole('button', { name: textPattern(texts.stays.filters, 'showResults') });
  if (await show.isVisible()) await show.click();
}

/** Ticks or unticks a facet box; it shows the new state once the router applied the new URL. */
export async function tick(scope: Locator, name: string, checked: boolean) {
  const box = scope.getByRole('checkbox', { name, exact: true });
  await box.click();
  if (checked) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
}

/** The room radios of /hotel-detail. */
export const roomRadios = (page: Page, texts: Texts) =>
  page.getByRole('region', { name: texts.detail.rooms.title }).getByRole('radio');

/** Every marker of the results map: single stays (links) and clusters (buttons with a count). */
export function mapMarkers(page: Page, texts: Texts) {
  const map = page.getByTestId('stay-map');
  return {
    map,
    // Leaflet pins (issue 19): focusable buttons, one stay or a cluster with its count in data-count.
    stays: map.locator('[data-pin="stay"]'),
    clusters: map.getByRole('button', { name: textPattern(texts.stays.map, 'cluster') }),
  };
}

/** Drags the results map by (dx, dy) pixels with the mouse. */
export async function dragMap(page: Page, dx: number, dy: number) {
  const map = page.getByTestId('stay-map');
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  // Start in an empty corner: a press on a marker opens it instead of dragging.
  const x = box.x + 30;
  const y = box.y + box.height - 40;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

/** Number of decimals of a JSON number. */
export const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

/** What the reserve action may show: the cart and the way to checkout, or a clear error. */
export async function expectReserveOutcome(page: Page, texts: Texts) {
  const summary = texts.detail.summary;
  const outcome = page
    .getByText(summary.opening)
    .or(page.getByText(summary.doneTitle))
    .or(page.getByText(summary.failedTitle));
  await expect(async () => {
    const left = !new URL(page.url()).pathname.startsWith('/hotel-detail');
    expect(left || (await outcome.first().isVisible())).toBe(true);
  }).toPass();
}
