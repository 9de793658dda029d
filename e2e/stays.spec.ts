import { expect, test } from '@playwright/test';
import type { Locator, Page, Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { brandUrl } from './support/brands';
import { saveScreens } from './support/screenshots';

/** A stay 60 to 63 days ahead: always in the future, always a valid 3-night search. */
function urlDate(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  return `${date.getUTCFullYear()}${String(date.getUTCMonth() + 1).padStart(2, '0')}${String(date.getUTCDate()).padStart(2, '0')}`;
}
const DATES = `outboundDate=${urlDate(60)}&returnDate=${urlDate(63)}`;
const ROME_H = `/H?destination=rom&${DATES}&adults=2`;
const ROME_DP = `/DP?departure=MIL&destination=rom&${DATES}&adults=2`;
const ROME_HGH = `/HGH?destination=rom&${DATES}&adults=2`;

interface ProposalsBody {
  facets: Record<string, unknown>;
  sort: { value: string; ascending: boolean };
  page: { pageNumber: number; pageSize: number };
  staticData: { language: string };
}

const isProposals = (request: Request) =>
  request.url().includes('/ShoppingHDPService/RetrieveProposals') && request.method() === 'POST';
const bodyOf = (request: Request) => request.postDataJSON() as ProposalsBody;

/** Waits for the RetrieveProposals request whose body satisfies `match` (retries of the same body are fine). */
function proposalsRequest(page: Page, match: (body: ProposalsBody) => boolean) {
  return page.waitForRequest((request) => isProposals(request) && match(bodyOf(request)));
}

async function openBrand(page: Page, host: string, path: string) {
  await page.context().addCookies([{ name: 'cookie-acceptance', value: 'technical', domain: host, path: '/' }]);
  await page.goto(brandUrl(host, path));
}

const firstCard = (page: Page) => page.locator('article').first();

/** Ticks a facet box; it shows the new state once the router applied the new URL (the URL is the state). */
async function tick(scope: Locator, name: string, checked: boolean) {
  const box = scope.getByRole('checkbox', { name });
  await box.click();
  if (checked) await expect(box).toBeChecked();
  else await expect(box).not.toBeChecked();
}

const roomRadios = (page: Page) =>
  page.getByRole('region', { name: /Choose your room|Scegli la camera/ }).getByRole('radio');

/** On phones the facets live in a drawer: open it (the sidebar is used on desktop). */
async function facets(page: Page) {
  const sidebar = page.getByRole('complementary', { name: /filters|filtri/i });
  if (await sidebar.isVisible()) return sidebar;
  await page.getByRole('button', { name: /^(filters|filtri)/i }).click();
  return page.getByRole('dialog');
}

test.describe('stays and packages', () => {
  test('localhost /H: every filter kind changes the request per spec §5 and the list; reload keeps them', async ({
    page,
  }) => {
    let last: ProposalsBody | null = null;
    page.on('request', (request) => {
      if (isProposals(request)) last = bodyOf(request);
    });
    const first = proposalsRequest(page, () => true);
    await openBrand(page, 'localhost', ROME_H);
    const initial = bodyOf(await first);
    // spec §9 page size 20, page 1, RECOMMENDED ascending; spec §5 ALL_MEAL_PLANS passed as is.
    expect(initial).toEqual({
      facets: { 'meal-plan': ['ALL_MEAL_PLANS'] },
      sort: { value: 'RECOMMENDED', ascending: true },
      page: { pageNumber: 1, pageSize: 20 },
      staticData: { language: 'en' },
    });
    await expect(firstCard(page)).toBeVisible();
    const count = page.getByRole('status').filter({ hasText: /stays found/ });
    const allCount = await count.textContent();
    await expectNoSeriousA11yViolations(page);

    const panel = await facets(page);
    let request = proposalsRequest(page, (body) => JSON.stringify(body.facets.stars) === '[4]');
    await tick(panel, '4 stars', true);
    await request;
    await expect(count).not.toHaveText(allCount ?? '');

    request = proposalsRequest(page, (body) => JSON.stringify(body.facets['meal-plan']) === '["BREAKFAST"]');
    await tick(panel, 'Breakfast included', true);
    await request;

    request = proposalsRequest(page, (body) => body.facets['free-cancellation'] === true);
    await tick(panel, 'Free cancellation', true);
    await request;

    request = proposalsRequest(
      page,
      (body) => (body.facets.amenities as string[] | undefined)?.includes('WIFI') === true,
    );
    await tick(panel, 'Free Wi-Fi', true);
    await request;

    request = proposalsRequest(
      page,
      (body) => typeof (body.facets['price-range'] as { max?: number } | undefined)?.max === 'number',
    );
    const maxHandle = panel.getByRole('slider', { name: 'Maximum price' });
    await maxHandle.focus();
    for (let step = 0; step < 5; step++) await maxHandle.press('ArrowLeft');
    await request;
    await expect(count).toBeVisible();

    // Unticking free cancellation sends no free-cancellation at all (spec §5: only when true).
    request = proposalsRequest(
      page,
      (body) => !('free-cancellation' in body.facets) && body.facets.stars !== undefined,
    );
    await tick(panel, 'Free cancellation', false);
    await request;
    // Ticking it again is the earlier request: answered from the query cache, no new call.
    await tick(panel, 'Free cancellation', true);

    expect(page.url()).toContain('stars=4');
    expect(page.url()).toContain('mealPlans=BREAKFAST');
    expect(page.url()).toContain('freeCancellation=true');
    expect(page.url()).toContain('amenities=WIFI');

    // The last request sent was the one without free cancellation; the screen now has it on again.
    const before = last as ProposalsBody | null;
    expect(before?.facets['free-cancellation']).toBeUndefined();
    const reloaded = proposalsRequest(page, () => true);
    await page.reload();
    expect(bodyOf(await reloaded)).toEqual({ ...before, facets: { ...before?.facets, 'free-cancellation': true } });
    await expect(firstCard(page)).toBeVisible();
    const again = await facets(page);
    await expect(again.getByRole('checkbox', { name: '4 stars' })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'Breakfast included' })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: 'Free Wi-Fi' })).toBeChecked();
  });

  test('localhost /H: panning the map sends a rounded bounding box', async ({ page }) => {
    await openBrand(page, 'localhost', ROME_H);
    await expect(firstCard(page)).toBeVisible();
    await page.getByRole('button', { name: 'Show map' }).click();
    const map = page.getByTestId('stay-map');
    await expect(map.getByRole('link').first()).toBeVisible();
    await saveScreens(page, 'stays-map');
    await map.scrollIntoViewIfNeeded();
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 + 60, { steps: 6 });
    await page.mouse.up();
    const request = proposalsRequest(page, (body) => body.facets.coordinates !== undefined);
    await page.getByRole('button', { name: 'Search this area' }).click();
    const coordinates = bodyOf(await request).facets.coordinates as Record<'north' | 'south' | 'east' | 'west', number>;
    const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;
    // spec §5: 5 decimals, the one bound (north) 6.
    expect(decimals(coordinates.north)).toBeLessThanOrEqual(6);
    for (const bound of ['south', 'east', 'west'] as const) expect(decimals(coordinates[bound])).toBeLessThanOrEqual(5);
    expect(coordinates.north).toBeGreaterThan(coordinates.south);
    expect(page.url()).toContain('area=');
    await expectNoSeriousA11yViolations(page);
  });

  test('localhost /H: open a stay, choose a room, reload keeps it, reserve gives an answer', async ({ page }) => {
    await openBrand(page, 'localhost', ROME_H);
    await saveScreens(page, 'stays-list');
    await firstCard(page).getByRole('link', { name: 'See rooms' }).click();
    await expect(page).toHaveURL(/\/hotel-detail\?.*stay=/);
    const radios = roomRadios(page);
    await expect(radios.first()).toBeChecked();
    await radios.nth(2).click();
    await expect(radios.nth(2)).toBeChecked();
    await expect(page).toHaveURL(/rate=/);
    const chosen = await radios.nth(2).getAttribute('value');
    const total = await page.getByTestId('detail-total').textContent();
    await expectNoSeriousA11yViolations(page);
    await saveScreens(page, 'stays-detail');
    await page.reload();
    await expect(page.locator(`input[type=radio][value="${chosen}"]`)).toBeChecked();
    await expect(page.getByTestId('detail-total')).toHaveText(total ?? '');
    await page.getByRole('button', { name: 'Reserve' }).click();
    // CreateSelection then CreateCart: a cart, or a clear error while the cart service is not there.
    await expect(page.getByText(/Added to your cart|We could not add this stay to your cart/)).toBeVisible();
  });

  test('localhost /DP: the card shows its flight; the detail changes it and reload keeps it', async ({ page }) => {
    await openBrand(page, 'localhost', ROME_DP);
    await expect(firstCard(page).getByText(/Flight included/)).toBeVisible();
    await firstCard(page).getByRole('link', { name: 'See rooms' }).click();
    await page.getByRole('button', { name: 'Change flight' }).click();
    const dialog = page.getByRole('dialog');
    const choose = dialog.getByRole('button', { name: 'Choose', exact: true }).first();
    await expect(choose).toBeVisible();
    const update = page.waitForRequest(
      (request) => request.url().includes('/UpdateTransport') && request.method() === 'PUT',
    );
    await choose.click();
    const transportId = ((await update).postDataJSON() as { transportProposalId: string }).transportProposalId;
    await expect.poll(() => new URL(page.url()).searchParams.get('transport')).toBe(transportId);
    const flight = page.getByRole('region', { name: 'Your flight' });
    const summary = await flight.textContent();
    const restored = page.waitForRequest((request) => request.url().includes('/UpdateTransport'));
    await page.reload();
    expect(((await restored).postDataJSON() as { transportProposalId: string }).transportProposalId).toBe(transportId);
    await expect(flight).toHaveText(summary ?? '');
  });

  test('tophotel /HGH (Italian): stars filter and a room choice', async ({ page }) => {
    const first = proposalsRequest(page, () => true);
    await openBrand(page, 'tophotel.localhost', ROME_HGH);
    expect(bodyOf(await first).staticData.language).toBe('it');
    await expect(firstCard(page)).toBeVisible();
    const panel = await facets(page);
    const request = proposalsRequest(page, (body) => JSON.stringify(body.facets.stars) === '[5]');
    await tick(panel, '5 stelle', true);
    await request;
    if (await page.getByRole('dialog').isVisible())
      await page.getByRole('button', { name: /^Mostra [\d.,]+ struttur/ }).click();
    await expect(firstCard(page).getByRole('img', { name: '5 stelle' })).toBeVisible();
    await firstCard(page).getByRole('link', { name: 'Vedi camere' }).click();
    await expect(page).toHaveURL(/product=HGH/);
    const radios = roomRadios(page);
    await radios.nth(1).click();
    await expect(radios.nth(1)).toBeChecked();
    await expect(page).toHaveURL(/rate=/);
    await expectNoSeriousA11yViolations(page);
  });
});
