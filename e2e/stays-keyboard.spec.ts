import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import {
  bodyOf,
  cards,
  expectReserveOutcome,
  fill,
  mapMarkers,
  openBrand,
  proposalsRequest,
  romePath,
  roomRadios,
  stayTexts,
} from './support/stays';
import { tabTo } from './support/journey-search';

const texts = stayTexts('en');

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

test('localhost /H by keyboard alone: a filter, the map (pan, cluster, search this area), a stay, a room and reserve @viewport-independent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openBrand(page, 'localhost', romePath('H'));
  await expect(cards(page).first()).toBeVisible();
  await page.locator('body').focus();

  const stars = page
    .getByRole('complementary', { name: texts.stays.filters.title })
    .getByRole('checkbox', { name: fill(texts.stays.card.stars_other, { count: 4 }), exact: true });
  let request = proposalsRequest(page, (body) => JSON.stringify(body.facets.stars) === '[4]');
  await tabTo(page, stars);
  await page.keyboard.press('Space');
  await request;
  await expect(stars).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: texts.stays.map.show }));
  await page.keyboard.press('Enter');
  const { map, clusters, stays } = mapMarkers(page, texts);
  await expect(stays.or(clusters).first()).toBeVisible();
  await tabTo(page, map);
  for (const key of ['ArrowLeft', 'ArrowUp', '+']) await page.keyboard.press(key);
  const searchArea = page.getByRole('button', { name: texts.stays.map.searchArea });
  await expect(searchArea).toBeVisible();

  // A cluster opens with Enter and leaves the focus on the map, ready for more keys.
  if ((await clusters.count()) > 0) {
    await tabTo(page, clusters.first());
    await page.keyboard.press('Enter');
    await expect.poll(() => isFocused(map)).toBe(true);
  }
  request = proposalsRequest(page, (body) => body.facets.coordinates !== undefined && body.facets.stars !== undefined);
  await tabTo(page, searchArea);
  await page.keyboard.press('Enter');
  expect(bodyOf(await request).facets.stars).toEqual([4]);

  const seeRooms = cards(page).first().getByRole('link', { name: texts.stays.card.seeRooms });
  await page.locator('body').focus();
  await tabTo(page, seeRooms, { max: 250 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/hotel-detail\?/);

  const radios = roomRadios(page, texts);
  await expect(radios.first()).toBeChecked();
  await tabTo(page, radios.first());
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  await expect(page).toHaveURL(/rate=/);

  await tabTo(page, page.getByRole('button', { name: texts.detail.summary.reserve }));
  await page.keyboard.press('Enter');
  await expectReserveOutcome(page, texts);
});

/** The outline colour of `target` after a keyboard move onto it (Shift+Tab then Tab: :focus-visible). */
async function keyboardRing(target: Locator): Promise<string> {
  await target.focus();
  await target.page().keyboard.press('Shift+Tab');
  await target.page().keyboard.press('Tab');
  return target.evaluate((element) =>
    element === document.activeElement ? getComputedStyle(element).outlineColor : '',
  );
}

test('club.localhost: the stay card links and the hotel page back link ring in the brand focus colour, as the kit buttons @viewport-independent', async ({
  page,
}) => {
  const fr = stayTexts('fr');
  await openBrand(page, 'club.localhost', romePath('H'));
  const card = cards(page).first();
  await expect(card).toBeVisible();
  // The kit's ring (--wf-focus-ring, the brand's primary at 3:1 on white); the card links had a fixed blue.
  const kitRing = await keyboardRing(page.getByRole('button', { name: fr.stays.map.show }));
  expect(kitRing).not.toBe('');
  const seeRooms = card.getByRole('link', { name: fr.stays.card.seeRooms });
  expect(await keyboardRing(seeRooms)).toBe(kitRing);
  await seeRooms.press('Enter');
  await expect(page).toHaveURL(/\/hotel-detail\?/);
  // The new screen first takes the focus on its heading (app/route-focus.ts, once its chunk has rendered it): a
  // ring measured before that move lost the focus to it.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  expect(await keyboardRing(page.getByRole('link', { name: fr.detail.back }).first())).toBe(kitRing);
});

test('club.localhost: the filters\' "Clear all" reads as the panel (its text colour) and rings as the kit buttons @viewport-independent', async ({
  page,
}) => {
  const fr = stayTexts('fr');
  await openBrand(page, 'club.localhost', romePath('H'));
  await expect(cards(page).first()).toBeVisible();
  const kitRing = await keyboardRing(page.getByRole('button', { name: fr.stays.map.show }));
  const sidebar = page.getByRole('complementary', { name: fr.stays.filters.title });
  const clear = sidebar.getByRole('button', { name: fr.stays.filters.clearAll });
  await sidebar.getByRole('checkbox').first().check();
  await expect(clear).toBeEnabled();
  // It was a fixed blue (#0b57d0) with a 2 px primary ring on every brand.
  const [own, panel] = await clear.evaluate((element) => [
    getComputedStyle(element).color,
    getComputedStyle(element.parentElement!).color,
  ]);
  expect(own).toBe(panel);
  expect(await keyboardRing(clear)).toBe(kitRing);
});
