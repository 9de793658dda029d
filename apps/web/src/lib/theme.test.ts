import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { brandCssVariables, softPrimaryOf, STATUS_COLOURS, STATUS_TINTS } from './theme';

const theme = {
  favicon: '/brand-assets/x/favicon.svg',
  logoPrimaryUrl: '/brand-assets/x/logo.svg',
  logoPrimaryMobileUrl: '/brand-assets/x/logo-m.svg',
  primaryColor: '#0b5cad',
  primaryTextColor: '#ffffff',
  softPrimaryColor: '#eaf2fb',
};

describe('theme (spec §9)', () => {
  it('uses dark grey text and blue/green/orange/red status colours', () => {
    expect(STATUS_COLOURS).toMatchObject({
      text: '#262626',
      info: '#1565c0',
      success: '#2e7d32',
      warning: '#b45309',
      error: '#c62828',
    });
  });

  it('gives notices clear light tints on which their text and status colour stay readable', () => {
    for (const status of ['info', 'success', 'warning', 'error'] as const) {
      const background = STATUS_TINTS[`${status}Bg`];
      expect(contrastRatio(background, '#ffffff')).toBeLessThan(1.15);
      expect(contrastRatio('#262626', background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(STATUS_COLOURS[status], background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps secondary and placeholder text at AA contrast on white', () => {
    for (const colour of [STATUS_COLOURS.textSecondary, STATUS_COLOURS.textTertiary, STATUS_COLOURS.placeholder]) {
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('derives a light tint when the brand has no soft primary', () => {
    expect(softPrimaryOf({ primaryColor: '#000000' })).toBe('#e6e6e6');
    expect(softPrimaryOf({ primaryColor: '#0b5cad' })).toBe('#e7eff7');
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
