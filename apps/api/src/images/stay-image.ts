import { seededRandom } from '../inventory/seeded-random';
import type { SeededRandom } from '../inventory/seeded-random';
import type { Palette } from './svg-scene';
import { close, HEIGHT, open, palette, ridge, sea, skyline, sun, WIDTH } from './svg-scene';

/** The pictures of a property, in gallery order (number 1 is the card image). */
export const STAY_IMAGE_KINDS = ['facade', 'room', 'pool', 'view'] as const;
export type StayImageKind = (typeof STAY_IMAGE_KINDS)[number];

const CAPTIONS: Record<StayImageKind, string> = {
  facade: 'Exterior',
  room: 'Room',
  pool: 'Pool and terrace',
  view: 'View',
};

export const stayImageCaption = (kind: StayImageKind) => CAPTIONS[kind];

/** The hotel building: a facade with a window grid, an entrance and an awning in the accent colour. */
function facade(random: SeededRandom, colours: Palette): string {
  const width = random.int(380, 560);
  const height = random.int(260, 360);
  const x = (WIDTH - width) / 2;
  const top = HEIGHT - 40 - height;
  const door = 70;
  return (
    sun(random, colours) +
    skyline(random, colours, HEIGHT - 40) +
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${colours.wall}"/>` +
    `<rect x="${x + 14}" y="${top + 50}" width="${width - 28}" height="${height - 130}" fill="url(#win)"/>` +
    `<rect x="${x - 10}" y="${top - 14}" width="${width + 20}" height="18" fill="${colours.accent}"/>` +
    `<rect x="${x + width / 2 - door / 2}" y="${HEIGHT - 110}" width="${door}" height="70" fill="${colours.accent}"/>` +
    `<path d="M${x + width / 2 - 60} ${HEIGHT - 115}h120l-14 -22h-92z" fill="${colours.accent}" opacity=".85"/>` +
    `<rect y="${HEIGHT - 40}" width="${WIDTH}" height="40" fill="${colours.near}"/>`
  );
}

/** A bedroom: wall, window with the sky, bed with pillows, bedside lamp. */
function room(random: SeededRandom, colours: Palette): string {
  const floor = 360;
  const bedX = random.int(200, 320);
  return (
    `<rect width="${WIDTH}" height="${floor}" fill="${colours.wall}"/>` +
    `<rect x="${bedX + 340 > 700 ? 60 : 520}" y="70" width="180" height="170" rx="6" fill="url(#sky)" stroke="#fff" stroke-width="10"/>` +
    `<rect y="${floor}" width="${WIDTH}" height="${HEIGHT - floor}" fill="${colours.near}"/>` +
    `<rect x="${bedX}" y="250" width="300" height="60" rx="10" fill="${colours.accent}"/>` +
    `<rect x="${bedX}" y="290" width="300" height="90" rx="8" fill="#fafafa"/>` +
    `<rect x="${bedX + 20}" y="265" width="110" height="40" rx="14" fill="#fff"/>` +
    `<rect x="${bedX + 170}" y="265" width="110" height="40" rx="14" fill="#fff"/>` +
    `<rect x="${bedX - 70}" y="300" width="50" height="80" fill="${colours.far}"/>` +
    `<path d="M${bedX - 62} 300l10 -40h26l10 40z" fill="${colours.sun}"/>`
  );
}

/** A pool with loungers and a parasol, in front of hills or the sea. */
function pool(random: SeededRandom, colours: Palette): string {
  const horizon = 250;
  let loungers = '';
  for (let index = 0; index < 4; index++) {
    loungers += `<rect x="${80 + index * 170}" y="${HEIGHT - 70}" width="110" height="16" rx="6" fill="#fff"/>`;
  }
  return (
    sun(random, colours) +
    (random.chance(0.5) ? sea(random, horizon) : ridge(random, colours.far, 150, horizon + 40, false)) +
    `<rect y="${horizon + 30}" width="${WIDTH}" height="${HEIGHT - horizon - 30}" fill="${colours.wall}"/>` +
    `<rect x="60" y="${horizon + 60}" width="${WIDTH - 120}" height="120" rx="16" fill="hsl(190 75% 55%)"/>` +
    `<path d="M90 ${horizon + 100}q30 -10 60 0t60 0M420 ${horizon + 140}q30 -10 60 0t60 0" stroke="#fff" stroke-width="4" fill="none"/>` +
    loungers +
    `<path d="M640 ${HEIGHT - 80}v-110M570 ${HEIGHT - 190}q70 -50 140 0z" stroke="${colours.accent}" stroke-width="6" fill="${colours.accent}"/>`
  );
}

/** The view from the property: the sea or mountains, with rooftops in front. */
function view(random: SeededRandom, colours: Palette): string {
  const horizon = random.int(230, 290);
  const base = random.chance(0.5)
    ? sea(random, horizon)
    : ridge(random, colours.far, 90, horizon + 60, true) + ridge(random, colours.near, 200, horizon + 120, false);
  return sun(random, colours) + base + skyline(random, colours, HEIGHT + 60);
}

const DRAW: Record<StayImageKind, (random: SeededRandom, colours: Palette) => string> = { facade, room, pool, view };

/** The picture of one property; the same id and kind always give the same bytes. */
export function stayImageSvg(stayId: string, kind: StayImageKind): string {
  const colours = palette(seededRandom('stay-palette', stayId));
  const random = seededRandom('stay-image', stayId, kind);
  return open(CAPTIONS[kind], colours) + DRAW[kind](random, colours) + close();
}
