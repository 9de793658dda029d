/**
 * The e2e budget (README "Test it"): playwright.config.ts runs tests tagged `@viewport-independent` in the desktop
 * project only. Checks whose outcome does not depend on the screen width (HTTP answers, cookies, redirects, API
 * state, a flow already proven on phones by another spec) carry the tag; layout, the phone search sheet, the
 * filter drawer and the map keep both widths.
 */
export const ONCE = { tag: '@viewport-independent' } as const;

/**
 * For a per-brand matrix: every brand runs on desktop, `alsoOnPhones` decides which also run at 390 px (one brand
 * proves the phone layout; the other brands differ in data and texts, not in layout).
 */
export function onceUnless(alsoOnPhones: boolean): { tag?: string } {
  return alsoOnPhones ? {} : ONCE;
}
