import type { SeededRandom } from '../inventory/seeded-random';

/**
 * Small SVG building blocks shared by the stay and destination pictures. Everything is drawn on an
 * 800×500 canvas with few elements (patterns for windows), so a picture stays a few KB.
 */
export const WIDTH = 800;
export const HEIGHT = 500;

export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  far: string;
  near: string;
  sea: string;
  seaDeep: string;
  wall: string;
  accent: string;
  window: string;
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;

/** A palette per seed: day, golden hour or dusk sky, and a hue family for walls and accents. */
export function palette(random: SeededRandom): Palette {
  const mood = random.pick(['day', 'golden', 'dusk'] as const);
  const hue = random.int(0, 359);
  const seaHue = random.int(185, 205);
  const skyHue = mood === 'day' ? random.int(195, 215) : mood === 'golden' ? random.int(20, 40) : random.int(250, 280);
  return {
    skyTop: hsl(skyHue, 70, mood === 'dusk' ? 30 : 62),
    skyBottom: hsl(skyHue + (mood === 'day' ? 10 : 30), 80, mood === 'dusk' ? 62 : 88),
    sun: mood === 'dusk' ? hsl(45, 90, 85) : hsl(45, 100, mood === 'golden' ? 65 : 92),
    far: hsl(hue + 180, 22, mood === 'dusk' ? 35 : 62),
    near: hsl(hue + 150, 30, mood === 'dusk' ? 25 : 42),
    sea: hsl(seaHue, 65, mood === 'dusk' ? 30 : 45),
    seaDeep: hsl(seaHue + 15, 70, mood === 'dusk' ? 18 : 28),
    wall: hsl(hue, random.int(25, 55), random.int(70, 85)),
    accent: hsl(hue + 30, 60, 38),
    window: mood === 'dusk' ? hsl(48, 90, 70) : hsl(205, 35, 32),
  };
}

const n = (value: number) => Math.round(value);

/** The opening tag, title (read by screen readers) and the shared gradients and patterns. */
export function open(title: string, colours: Palette): string {
  const escaped = title.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" ` +
    `preserveAspectRatio="xMidYMid slice" role="img"><title>${escaped}</title><defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.skyTop}"/>` +
    `<stop offset="1" stop-color="${colours.skyBottom}"/></linearGradient>` +
    `<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.sea}"/>` +
    `<stop offset="1" stop-color="${colours.seaDeep}"/></linearGradient>` +
    `<pattern id="win" width="28" height="34" patternUnits="userSpaceOnUse">` +
    `<rect x="7" y="8" width="14" height="18" rx="2" fill="${colours.window}"/></pattern></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`
  );
}

export const close = () => '</svg>';

export function sun(random: SeededRandom, colours: Palette): string {
  return `<circle cx="${random.int(80, 720)}" cy="${random.int(60, 150)}" r="${random.int(28, 48)}" fill="${colours.sun}"/>`;
}

/** A ridge of hills or mountains between `top` and `base` (sharp peaks when `jagged`). */
export function ridge(random: SeededRandom, fill: string, top: number, base: number, jagged: boolean): string {
  const steps = jagged ? random.int(4, 7) : random.int(3, 5);
  const points = [`0,${base}`];
  for (let index = 0; index <= steps; index++) {
    const x = (WIDTH / steps) * index;
    const y = random.int(top, top + (base - top) * (jagged ? 0.7 : 0.5));
    points.push(`${n(x)},${y}`);
    if (!jagged && index < steps) points.push(`${n(x + WIDTH / steps / 2)},${n(y + random.int(-20, 20))}`);
  }
  points.push(`${WIDTH},${base}`, `${WIDTH},${HEIGHT}`, `0,${HEIGHT}`);
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** Sea from `horizon` down, with a few light wave strokes. */
export function sea(random: SeededRandom, horizon: number): string {
  let waves = '';
  for (let index = 0; index < 5; index++) {
    const y = random.int(horizon + 15, HEIGHT - 10);
    const x = random.int(0, WIDTH - 160);
    waves += `M${x} ${y}q20 -8 40 0t40 0`;
  }
  return (
    `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#sea)"/>` +
    `<path d="${waves}" stroke="#fff" stroke-opacity=".45" stroke-width="3" fill="none"/>`
  );
}

/** A skyline of blocks standing on `base`, some with windows and a dome or spire. */
export function skyline(random: SeededRandom, colours: Palette, base: number): string {
  let shapes = '';
  let x = -10;
  while (x < WIDTH) {
    const width = random.int(50, 110);
    const height = random.int(60, 200);
    const top = base - height;
    shapes += `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${colours.far}"/>`;
    if (random.chance(0.5))
      shapes += `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="url(#win)" opacity=".5"/>`;
    if (random.chance(0.18))
      shapes += `<circle cx="${x + width / 2}" cy="${top}" r="${n(width / 3)}" fill="${colours.far}"/>`;
    else if (random.chance(0.15)) {
      shapes += `<polygon points="${x + width / 2 - 8},${top} ${x + width / 2},${top - 60} ${x + width / 2 + 8},${top}" fill="${colours.far}"/>`;
    }
    x += width + random.int(0, 12);
  }
  return shapes;
}
