import { describe, expect, it } from 'vitest';
import { tileUrl } from './tile-url';

describe('brand tile URL', () => {
  it('fills https and same-origin templates and refuses any other', () => {
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', { x: 1, y: 2, z: 3 })).toBe(
      'https://tiles.example/3/1/2.png',
    );
    expect(tileUrl('/tiles/{z}/{x}/{y}.png', { x: 1, y: 2, z: 3 })).toBe('/tiles/3/1/2.png');
    expect(tileUrl('javascript:alert(1)//{z}', { x: 1, y: 2, z: 3 })).toBeNull();
    expect(tileUrl('//evil.example/{z}', { x: 1, y: 2, z: 3 })).toBeNull();
    expect(tileUrl('http://plain.example/{z}', { x: 1, y: 2, z: 3 })).toBeNull();
  });
});
