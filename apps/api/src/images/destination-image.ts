import { seededRandom } from '../inventory/seeded-random';
import { close, HEIGHT, open, palette, ridge, sea, skyline, sun } from './svg-scene';

/**
 * The picture of a destination (city or airport code): a skyline by the sea, under mountains or on
 * hills, chosen by the code, so the same code always gives the same bytes.
 */
export function destinationImageSvg(code: string, title = code): string {
  const random = seededRandom('destination-image', code);
  const colours = palette(random);
  const setting = random.pick(['sea', 'mountains', 'hills'] as const);
  const horizon = random.int(300, 360);
  let scene = sun(random, colours);
  if (setting === 'mountains') scene += ridge(random, colours.far, 80, horizon, true);
  if (setting === 'hills') scene += ridge(random, colours.far, 180, horizon, false);
  scene += skyline(random, { ...colours, far: colours.near }, horizon + 10);
  scene +=
    setting === 'sea'
      ? sea(random, horizon + 10)
      : `<rect y="${horizon + 10}" width="800" height="${HEIGHT - horizon - 10}" fill="${colours.near}"/>`;
  return open(title, colours) + scene + close();
}
