import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, formatRatio, suggestContrastFix } from './colour-contrast';

describe('colour contrast', () => {
  it('measures the WCAG ratio either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'));
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(contrastRatio('red', '#ffffff')).toBeNull();
    expect(suggestContrastFix('#fff', '#ffffff')).toBeNull();
  });

  it('rounds the shown ratio down', () => {
    expect(formatRatio(4.499)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });

  it('suggests the nearest colour that reaches AA', () => {
    const fix = suggestContrastFix('#ffd400', '#ffffff');
    expect(fix).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(fix!, '#ffffff')).toBeGreaterThanOrEqual(AA_CONTRAST);
    // A colour that already passes needs no change.
    expect(suggestContrastFix('#1a4fa0', '#ffffff')).toBe('#1a4fa0');
  });
});
