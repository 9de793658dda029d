import { parseHex, toHex } from './color';
import { AA_LARGE_TEXT, contrastRatio } from './contrast';

const WHITE = '#ffffff';
const FALLBACK = '#262626';

/**
 * The focus ring colour of a brand: its primary colour when that reaches 3:1 against the white page (WCAG 1.4.11),
 * else the primary darkened in small steps until it does (a light FreeFlight or Club primary measured 1.84:1 and
 * 2.86:1). A colour that is not hex falls back to the dark text grey, which always passes.
 */
export function focusRingColour(primary: string, background: string = WHITE): string {
  const rgb = parseHex(primary);
  if (!rgb) return FALLBACK;
  for (let step = 0; step <= 20; step += 1) {
    const factor = 1 - step * 0.05;
    const candidate = toHex([rgb[0] * factor, rgb[1] * factor, rgb[2] * factor]);
    if (contrastRatio(candidate, background) >= AA_LARGE_TEXT) return candidate;
  }
  return FALLBACK;
}
