/**
 * Small SVG illustrations for the demo brands (logos, hero, destination and deal images). Pure
 * string builders: deterministic for a given seed, a few kilobytes each.
 */

export interface Palette {
  primary: string;
  soft: string;
  accent: string;
  ink: string;
}

export type SceneKind = 'sea' | 'skyline' | 'mountains' | 'hills' | 'sky';

/** A small deterministic pseudo-random generator (mulberry32), so regenerating gives the same files. */
export function random(seedText: string): () => number {
  let seed = [...seedText].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, 7);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Mixes a #rrggbb colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const target = amount > 0 ? 255 : 0;
  const mixed = channels.map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

function sky(w: number, h: number, p: Palette, rand: () => number): string {
  const sunX = r1(w * (0.15 + rand() * 0.7));
  const sunY = r1(h * (0.18 + rand() * 0.15));
  return [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(p.primary, 0.55)}"/><stop offset="1" stop-color="${p.soft}"/></linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.primary}"/><stop offset="1" stop-color="${shade(p.primary, -0.35)}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${r1(h * 0.09)}" fill="${p.accent}" opacity="0.9"/>`,
  ].join('');
}

function clouds(w: number, h: number, rand: () => number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = r1(rand() * w);
    const y = r1(h * (0.1 + rand() * 0.3));
    const s = r1(h * (0.04 + rand() * 0.04));
    out += `<g fill="#fff" opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="${r1(s * 2.2)}" ry="${s}"/><ellipse cx="${r1(x + s * 1.4)}" cy="${r1(y - s * 0.5)}" rx="${r1(s * 1.4)}" ry="${r1(s * 0.9)}"/></g>`;
  }
  return out;
}

function sea(w: number, h: number, p: Palette, rand: () => number): string {
  const top = h * 0.62;
  let waves = '';
  for (let row = 0; row < 3; row++) {
    const y = r1(top + (h - top) * (0.25 + row * 0.25));
    let d = `M0 ${y}`;
    for (let x = 0; x < w; x += w / 8) d += ` q${r1(w / 32)} -6 ${r1(w / 16)} 0 t${r1(w / 16)} 0`;
    waves += `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`;
  }
  const boatX = r1(w * (0.2 + rand() * 0.6));
  return (
    `<path d="M0 ${r1(top - h * 0.06)} Q${r1(w * 0.25)} ${r1(top - h * 0.16)} ${r1(w * 0.5)} ${r1(top - h * 0.05)} T${w} ${r1(top - h * 0.08)} V${r1(top)} H0Z" fill="${shade(p.primary, 0.25)}"/>` +
    `<rect y="${r1(top)}" width="${w}" height="${r1(h - top)}" fill="url(#ground)"/>${waves}` +
    `<path d="M${boatX} ${r1(top + 8)} l${r1(h * 0.08)} 0 l-${r1(h * 0.015)} ${r1(h * 0.03)} h-${r1(h * 0.05)}Z" fill="${p.ink}"/>` +
    `<path d="M${r1(boatX + h * 0.035)} ${r1(top + 6)} v-${r1(h * 0.11)} l${r1(h * 0.05)} ${r1(h * 0.1)}Z" fill="#fff"/>`
  );
}

function skyline(w: number, h: number, p: Palette, rand: () => number): string {
  const base = h * 0.78;
  let buildings = '';
  for (let x = 0; x < w;) {
    const bw = w * (0.05 + rand() * 0.06);
    const bh = h * (0.18 + rand() * 0.32);
    const color = shade(p.primary, -0.1 - rand() * 0.3);
    buildings += `<rect x="${r1(x)}" y="${r1(base - bh)}" width="${r1(bw - 2)}" height="${r1(bh)}" fill="${color}"/>`;
    if (rand() > 0.75) {
      buildings += `<circle cx="${r1(x + bw / 2)}" cy="${r1(base - bh)}" r="${r1(bw / 2.4)}" fill="${color}"/>`;
    }
    x += bw;
  }
  return `${buildings}<rect y="${r1(base)}" width="${w}" height="${r1(h - base)}" fill="url(#ground)"/>`;
}

function mountains(w: number, h: number, p: Palette, rand: () => number): string {
  let out = '';
  for (let layer = 0; layer < 2; layer++) {
    const peaks = 3 + Math.floor(rand() * 2);
    let d = `M0 ${h}`;
    for (let i = 0; i <= peaks; i++) {
      const x = (w / peaks) * i;
      const y = h * (0.35 + layer * 0.15 + rand() * 0.15);
      d += ` L${r1(x - w / peaks / 2)} ${r1(h * (0.62 + layer * 0.08))} L${r1(x)} ${r1(y)}`;
    }
    out += `<path d="${d} L${w} ${h}Z" fill="${shade(p.primary, layer === 0 ? 0.15 : -0.2)}"/>`;
  }
  return `${out}<rect y="${r1(h * 0.85)}" width="${w}" height="${r1(h * 0.15)}" fill="url(#ground)"/>`;
}

function hills(w: number, h: number, p: Palette, rand: () => number): string {
  let out = `<path d="M0 ${r1(h * 0.65)} Q${r1(w * 0.3)} ${r1(h * 0.45)} ${r1(w * 0.6)} ${r1(h * 0.62)} T${w} ${r1(h * 0.55)} V${h} H0Z" fill="${shade(p.primary, 0.2)}"/>`;
  out += `<path d="M0 ${r1(h * 0.8)} Q${r1(w * 0.4)} ${r1(h * 0.62)} ${w} ${r1(h * 0.78)} V${h} H0Z" fill="url(#ground)"/>`;
  for (let i = 0; i < 5; i++) {
    const x = r1(w * (0.1 + rand() * 0.8));
    const y = r1(h * (0.62 + rand() * 0.08));
    out += `<ellipse cx="${x}" cy="${y}" rx="${r1(h * 0.015)}" ry="${r1(h * 0.07)}" fill="${shade(p.primary, -0.5)}"/>`;
  }
  const vx = r1(w * 0.55);
  const vy = r1(h * 0.6);
  return `${out}<rect x="${vx}" y="${vy}" width="${r1(h * 0.14)}" height="${r1(h * 0.07)}" fill="${p.soft}"/><path d="M${r1(vx - 4)} ${vy} h${r1(h * 0.14 + 8)} l-${r1(h * 0.07 + 4)} -${r1(h * 0.04)}Z" fill="${p.accent}"/>`;
}

function plane(w: number, h: number, p: Palette): string {
  const x = w * 0.62;
  const y = h * 0.3;
  const s = h * 0.0025;
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(s * 10) / 10}) rotate(-12)" fill="${p.ink}"><path d="M-40 0 Q-40 -6 -30 -6 H30 Q44 -6 48 0 Q44 6 30 6 H-30 Q-40 6 -40 0Z"/><path d="M-4 -4 L-22 -34 H-12 L14 -4Z M-4 4 L-22 34 H-12 L14 4Z M-34 -4 L-42 -18 H-36 L-26 -4Z"/></g>`;
}

/** A landscape illustration of the given kind, `w`×`h`, in the brand palette. */
export function scene(kind: SceneKind, w: number, h: number, p: Palette, seedText: string, label: string): string {
  const rand = random(seedText);
  const body =
    kind === 'sea'
      ? sea(w, h, p, rand)
      : kind === 'skyline'
        ? skyline(w, h, p, rand)
        : kind === 'mountains'
          ? mountains(w, h, p, rand)
          : kind === 'hills'
            ? hills(w, h, p, rand)
            : `${clouds(w, h * 1.6, rand, 3)}${plane(w, h, p)}<rect y="${r1(h * 0.88)}" width="${w}" height="${r1(h * 0.12)}" fill="url(#ground)"/>`;
  return svg(w, h, label, `${sky(w, h, p, rand)}${clouds(w, h, rand, 2)}${body}`);
}

function svg(w: number, h: number, label: string, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title>${content}</svg>\n`;
}

/** The brand mark: a rounded square with a glyph. */
function mark(x: number, y: number, size: number, p: Palette, glyph: string): string {
  const s = size / 100;
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect width="100" height="100" rx="24" fill="${p.primary}"/><g fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></g>`;
}

/** Glyphs of the four demo marks (paths in a 100×100 box). */
export const GLYPHS = {
  compass: '<circle cx="50" cy="50" r="28"/><path d="M62 38 L44 44 L38 62 L56 56Z" fill="#fff"/>',
  star: '<path d="M50 22 L58 42 L79 43 L62 56 L68 77 L50 65 L32 77 L38 56 L21 43 L42 42Z" fill="#fff"/>',
  plane: '<path d="M22 56 L78 30 M40 48 L34 74 L48 56 M58 38 L40 26" />',
  peak: '<path d="M20 74 L42 38 L54 56 L64 44 L80 74Z" fill="#fff"/>',
} as const;

export interface LogoSpec {
  name: string;
  tagline: string;
  palette: Palette;
  glyph: string;
}

/** Horizontal logo for the header: mark and wordmark. */
export function logo(spec: LogoSpec): string {
  const width = 64 + spec.name.length * 17;
  return svg(
    width,
    56,
    spec.name,
    `${mark(4, 6, 44, spec.palette, spec.glyph)}<text x="58" y="37" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="26" font-weight="700" fill="${spec.palette.ink}">${escapeXml(spec.name)}</text>`,
  );
}

/** Compact logo for small screens: the mark only. */
export function logoMobile(spec: LogoSpec): string {
  return svg(48, 48, spec.name, mark(2, 2, 44, spec.palette, spec.glyph));
}

/** Stacked logo for the loading screen: large mark, name and tagline. */
export function logoSecondary(spec: LogoSpec): string {
  const font = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
  return svg(
    240,
    200,
    spec.name,
    `${mark(80, 8, 80, spec.palette, spec.glyph)}<text x="120" y="130" text-anchor="middle" font-family="${font}" font-size="28" font-weight="700" fill="${spec.palette.ink}">${escapeXml(spec.name)}</text><text x="120" y="162" text-anchor="middle" font-family="${font}" font-size="15" fill="${shade(spec.palette.ink, 0.2)}">${escapeXml(spec.tagline)}</text>`,
  );
}

export function favicon(spec: LogoSpec): string {
  return svg(32, 32, spec.name, mark(0, 0, 32, spec.palette, spec.glyph));
}
