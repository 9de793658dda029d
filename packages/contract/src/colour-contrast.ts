/**
 * WCAG 2.x contrast (design.md: AA for every brand's colours), shared by the studio's safety checks on the API and
 * its colour picker in the web app, so the ratio an editor sees is the ratio that blocks publishing.
 */

/** AA for normal text. */
export const AA_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Contrast ratio of two `#rrggbb` colours (1 to 21), or null when one is not a colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = channels(foreground);
  const b = channels(background);
  if (!a || !b) return null;
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Ratio rounded down to two decimals, as shown to an editor (4.49 never reads as 4.5). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The nearest colour to `colour` (same hue, mixed toward black or white in 2 % steps) that reaches `target`
 * against `against`: the fix the studio suggests. Darkens first (brand colours are mostly read on white).
 */
export function suggestContrastFix(colour: string, against: string, target = AA_CONTRAST): string | null {
  const rgb = channels(colour);
  if (!rgb || !channels(against)) return null;
  for (let step = 0; step <= 50; step += 1) {
    for (const toward of [0, 255]) {
      const mixed = rgb.map((c) => c + (toward - c) * step * 0.02) as [number, number, number];
      const candidate = toHex(mixed);
      const ratio = contrastRatio(candidate, against);
      if (ratio !== null && ratio >= target) return candidate;
    }
  }
  return null;
}
