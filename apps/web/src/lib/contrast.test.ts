import { describe, expect, it, vi } from 'vitest';
import { contrastRatio, findContrastFailures, warnOnBrandContrast } from './contrast';

describe('contrastRatio (WCAG 2.2)', () => {
  it('is 21 for black on white and 1 for equal colours, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches known reference values', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });

  it('is NaN for a value that is not a hex colour', () => {
    expect(contrastRatio('blue', '#fff')).toBeNaN();
  });
});

describe('brand contrast checks', () => {
  const good = {
    primaryColor: '#0b5cad',
    primaryTextColor: '#ffffff',
    softPrimaryColor: '#e7eff7',
    textColor: '#1f1f1f',
  };

  it('passes a brand with accessible colours silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(warnOnBrandContrast('Good', good)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns for each failing pair and returns them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failures = warnOnBrandContrast('Pale', { ...good, primaryColor: '#ffd966', primaryTextColor: '#ffffff' });
    expect(failures.map((f) => f.usage)).toEqual(['text on primary buttons', 'primary links on white']);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('Pale: text on primary buttons (#ffffff on #ffd966)');
  });

  it('treats an unreadable colour as a failure', () => {
    expect(findContrastFailures([{ usage: 'x', foreground: 'oops', background: '#fff', minimum: 4.5 }])).toHaveLength(
      1,
    );
  });
});
