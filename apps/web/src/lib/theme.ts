import { tint } from './color';
import { focusRingColour } from './focus-ring';

/** spec §9: text base colour is dark grey; info blue, success green, warning orange, error red (AA on white). */
export const STATUS_COLOURS = {
  text: '#262626',
  /** Secondary and placeholder greys that pass AA on white (≥4.5:1). */
  textSecondary: '#595959',
  textTertiary: '#666666',
  placeholder: '#767676',
  info: '#1565c0',
  success: '#2e7d32',
  warning: '#b45309',
  error: '#c62828',
} as const;

/**
 * Notice backgrounds and borders (the kit's status.module.css): clear light tints of the status colours, on which
 * the text and the status colour both stay readable.
 */
export const STATUS_TINTS = {
  infoBg: '#e8f1fb',
  infoBorder: '#a9c7ec',
  successBg: '#edf7ed',
  successBorder: '#a8d5aa',
  warningBg: '#fff6e5',
  warningBorder: '#f5c98b',
  errorBg: '#fdeded',
  errorBorder: '#f1aeae',
} as const;

/** The theme colours a brand configures (normalised or raw: the soft primary may be absent). */
export interface ThemeInput {
  theme: { primaryColor: string; primaryTextColor: string; softPrimaryColor?: string | undefined };
}

/** The soft primary of spec §9 for tinted backgrounds: the brand's own, else a 10 % tint of its primary. */
export function softPrimaryOf(theme: Pick<ThemeInput['theme'], 'primaryColor' | 'softPrimaryColor'>): string {
  return theme.softPrimaryColor ?? tint(theme.primaryColor, 0.1);
}

/** CSS custom properties of the brand for the UI kit and the screens' styles, set on <html> through the CSSOM (CSP-safe). */
export function brandCssVariables(brand: ThemeInput): Record<string, string> {
  return {
    '--wf-primary': brand.theme.primaryColor,
    '--wf-primary-text': brand.theme.primaryTextColor,
    '--wf-soft-primary': softPrimaryOf(brand.theme),
    '--wf-text': STATUS_COLOURS.text,
    // Focus rings of our UI kit: 3:1 on the white page on every brand (WCAG 1.4.11), not a tint.
    '--wf-focus-ring': focusRingColour(brand.theme.primaryColor),
  };
}

/** A colour value as CSS can take it; anything else (never expected: the schema checks colours) is dropped. */
const CSS_VALUE = /^[#(),.%\w\s-]+$/;

/**
 * `:root{…}` of the brand's colour variables: the server writes it in the page's head (app/ssr/startup-data.ts), and
 * the browser finds it there to leave the page's styles alone (features/brand/model/apply-brand-document.ts).
 */
export function brandCssRule(brand: ThemeInput): string {
  const declarations = Object.entries(brandCssVariables(brand))
    .filter(([, value]) => CSS_VALUE.test(value))
    .map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
