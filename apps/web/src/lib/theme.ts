import type { ThemeConfig } from '../components/ui/theme-config';
import { tint } from './color';
import { focusRingColour } from './focus-ring';

/** spec §9: text base colour is dark grey; info blue, success green, warning orange, error red (AA on white). */
export const STATUS_COLOURS = {
  text: '#262626',
  /** antd's default secondary greys are translucent and fail AA on white; these pass it (≥4.5:1). */
  textSecondary: '#595959',
  textTertiary: '#666666',
  placeholder: '#767676',
  info: '#1565c0',
  success: '#2e7d32',
  warning: '#b45309',
  error: '#c62828',
} as const;

/**
 * Notice backgrounds and borders: antd derives them from the status colours, which are dark for AA contrast,
 * and the derived tints come out as muddy greys (seen on the payment confirmation). Clear light tints instead.
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

/** spec §9 UI toolkit screen breakpoints. */
export const SCREEN_BREAKPOINTS = { xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;

const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** The theme colours a brand configures (normalised or raw: the soft primary may be absent). */
export interface ThemeInput {
  theme: { primaryColor: string; primaryTextColor: string; softPrimaryColor?: string | undefined };
}

/** The soft primary of spec §9 for tinted backgrounds: the brand's own, else a 10 % tint of its primary. */
export function softPrimaryOf(theme: Pick<ThemeInput['theme'], 'primaryColor' | 'softPrimaryColor'>): string {
  return theme.softPrimaryColor ?? tint(theme.primaryColor, 0.1);
}

/** The antd theme of a brand (spec §9 visual theme); reaches antd through the one ConfigProvider in src/app/. */
export function buildTheme(brand: ThemeInput): ThemeConfig {
  const { primaryColor, primaryTextColor } = brand.theme;
  const softPrimary = softPrimaryOf(brand.theme);
  return {
    // One antd version on the page: no hash classes, smaller CSS.
    hashed: false,
    token: {
      colorPrimary: primaryColor,
      colorLink: primaryColor,
      colorPrimaryBg: softPrimary,
      colorTextBase: STATUS_COLOURS.text,
      colorText: STATUS_COLOURS.text,
      colorTextSecondary: STATUS_COLOURS.textSecondary,
      colorTextTertiary: STATUS_COLOURS.textTertiary,
      colorTextDescription: STATUS_COLOURS.textSecondary,
      colorTextPlaceholder: STATUS_COLOURS.placeholder,
      colorInfo: STATUS_COLOURS.info,
      colorSuccess: STATUS_COLOURS.success,
      colorWarning: STATUS_COLOURS.warning,
      colorError: STATUS_COLOURS.error,
      colorInfoBg: STATUS_TINTS.infoBg,
      colorInfoBorder: STATUS_TINTS.infoBorder,
      colorSuccessBg: STATUS_TINTS.successBg,
      colorSuccessBorder: STATUS_TINTS.successBorder,
      colorWarningBg: STATUS_TINTS.warningBg,
      colorWarningBorder: STATUS_TINTS.warningBorder,
      colorErrorBg: STATUS_TINTS.errorBg,
      colorErrorBorder: STATUS_TINTS.errorBorder,
      fontFamily: FONT_FAMILY,
      borderRadius: 8,
      borderRadiusLG: 16,
      controlHeight: 40,
      controlHeightLG: 48,
      screenXS: SCREEN_BREAKPOINTS.xs,
      screenSM: SCREEN_BREAKPOINTS.sm,
      screenMD: SCREEN_BREAKPOINTS.md,
      screenLG: SCREEN_BREAKPOINTS.lg,
      screenXL: SCREEN_BREAKPOINTS.xl,
      screenXXL: SCREEN_BREAKPOINTS.xxl,
    },
    components: {
      Button: { fontWeight: 700, primaryColor: primaryTextColor },
      Card: { borderRadiusLG: 16 },
      Input: { controlHeight: 52, inputFontSize: 16, inputFontSizeLG: 16 },
      InputNumber: { controlHeight: 52, inputFontSize: 16 },
      Select: { controlHeight: 52, fontSize: 16, optionFontSize: 16 },
      DatePicker: { controlHeight: 50, inputFontSize: 16 },
    },
  };
}

/** CSS custom properties for our own (non-antd) styles, set on <html> through the CSSOM (CSP-safe). */
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
