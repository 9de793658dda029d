import { parseHex } from './color';
import type { Rgb } from './color';

/** WCAG 2.2 AA minimums: 4.5:1 for body text, 3:1 for large text and UI components. */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance. */
export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two hex colours (1..21); NaN when either is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number {
  const a = parseHex(foreground);
  const b = parseHex(background);
  if (!a || !b) return Number.NaN;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastPair {
  /** What the pair is used for, e.g. "primary button text". */
  usage: string;
  foreground: string;
  background: string;
  minimum: number;
}

export interface ContrastFailure extends ContrastPair {
  ratio: number;
}

/** The pairs that fail their AA minimum (ratio rounded to 2 decimals). */
export function findContrastFailures(pairs: readonly ContrastPair[]): ContrastFailure[] {
  return pairs
    .map((pair) => ({ ...pair, ratio: Math.round(contrastRatio(pair.foreground, pair.background) * 100) / 100 }))
    .filter((pair) => !(pair.ratio >= pair.minimum));
}

export interface BrandColours {
  primaryColor: string;
  primaryTextColor: string;
  softPrimaryColor: string;
  textColor: string;
}

/** The colour pairs a brand theme puts on screen. */
export function brandContrastPairs(colours: BrandColours): ContrastPair[] {
  return [
    {
      usage: 'text on primary buttons',
      foreground: colours.primaryTextColor,
      background: colours.primaryColor,
      minimum: AA_TEXT,
    },
    { usage: 'primary links on white', foreground: colours.primaryColor, background: '#ffffff', minimum: AA_TEXT },
    {
      usage: 'text on soft primary backgrounds',
      foreground: colours.textColor,
      background: colours.softPrimaryColor,
      minimum: AA_TEXT,
    },
  ];
}

/**
 * design.md accessibility: WCAG 2.2 AA contrast must hold for every brand's colours; warn on load when it does not.
 * Returns the failures (empty when all pass).
 */
export function warnOnBrandContrast(brandName: string, colours: BrandColours): ContrastFailure[] {
  const failures = findContrastFailures(brandContrastPairs(colours));
  for (const failure of failures) {
    console.warn(
      `[contrast] ${brandName}: ${failure.usage} (${failure.foreground} on ${failure.background}) has contrast ${failure.ratio}:1, below WCAG AA ${failure.minimum}:1`,
    );
  }
  return failures;
}
