import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { brandCssVariables, buildTheme, softPrimaryOf } from './theme';

const theme = {
  favicon: '/brand-assets/x/favicon.svg',
  logoPrimaryUrl: '/brand-assets/x/logo.svg',
  logoPrimaryMobileUrl: '/brand-assets/x/logo-m.svg',
  primaryColor: '#0b5cad',
  primaryTextColor: '#ffffff',
  softPrimaryColor: '#eaf2fb',
};

describe('buildTheme (spec §9)', () => {
  const built = buildTheme({ theme });

  it('uses the brand colours and the spec sizes', () => {
    expect(built.token).toMatchObject({
      colorPrimary: '#0b5cad',
      colorPrimaryBg: '#eaf2fb',
      borderRadius: 8,
      borderRadiusLG: 16,
      controlHeight: 40,
      controlHeightLG: 48,
    });
  });

  it('sizes buttons, inputs, selects and the date picker as the spec says', () => {
    expect(built.components?.Button).toMatchObject({ fontWeight: 700, primaryColor: '#ffffff' });
    expect(built.components?.Input).toMatchObject({ controlHeight: 52, inputFontSize: 16 });
    expect(built.components?.Select).toMatchObject({ controlHeight: 52 });
    expect(built.components?.DatePicker).toMatchObject({ controlHeight: 50, inputFontSize: 16 });
    expect(built.components?.Card).toMatchObject({ borderRadiusLG: 16 });
  });

  it('uses dark grey text and blue/green/orange/red status colours', () => {
    expect(built.token).toMatchObject({
      colorText: '#262626',
      colorInfo: '#1565c0',
      colorSuccess: '#2e7d32',
      colorWarning: '#b45309',
      colorError: '#c62828',
    });
  });

  it('gives notices clear light tints on which their text and status colour stay readable', () => {
    for (const status of ['Info', 'Success', 'Warning', 'Error'] as const) {
      const background = built.token?.[`color${status}Bg`] ?? '';
      expect(contrastRatio(background, '#ffffff')).toBeLessThan(1.15);
      expect(contrastRatio('#262626', background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(built.token?.[`color${status}`] ?? '', background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps secondary and placeholder text at AA contrast on white', () => {
    for (const colour of [
      built.token?.colorTextSecondary,
      built.token?.colorTextTertiary,
      built.token?.colorTextDescription,
      built.token?.colorTextPlaceholder,
    ]) {
      expect(contrastRatio(colour ?? '', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses the toolkit screen breakpoints', () => {
    expect(built.token).toMatchObject({
      screenXS: 480,
      screenSM: 576,
      screenMD: 768,
      screenLG: 992,
      screenXL: 1200,
      screenXXL: 1600,
    });
  });

  it('derives a light tint when the brand has no soft primary', () => {
    expect(softPrimaryOf({ primaryColor: '#000000' })).toBe('#e6e6e6');
    expect(buildTheme({ theme: { ...theme, softPrimaryColor: undefined } }).token?.colorPrimaryBg).toBe('#e7eff7');
  });

  it('exposes the brand colours as CSS variables', () => {
    expect(brandCssVariables({ theme })).toEqual({
      '--wf-primary': '#0b5cad',
      '--wf-primary-text': '#ffffff',
      '--wf-soft-primary': '#eaf2fb',
      '--wf-text': '#262626',
      '--wf-focus-ring': '#0b5cad',
    });
  });
});
