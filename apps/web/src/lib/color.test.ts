import { describe, expect, it } from 'vitest';
import { parseHex, tint, toHex } from './color';

describe('colour helpers', () => {
  it('parses long and short hex', () => {
    expect(parseHex('#1a2B3c')).toEqual([26, 43, 60]);
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('red')).toBeNull();
  });

  it('writes hex, clamping and rounding', () => {
    expect(toHex([0, 127.6, 300])).toBe('#0080ff');
  });

  it('tints a colour towards white', () => {
    expect(tint('#000000', 0.1)).toBe('#e6e6e6');
    expect(tint('#0055cc', 1)).toBe('#0055cc');
    expect(tint('nope', 0.5)).toBe('nope');
  });
});
