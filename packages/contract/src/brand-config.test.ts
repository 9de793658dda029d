import { describe, expect, it } from 'vitest';
import { brandDetailsSchema } from './brand-config';

const mapTileUrl = brandDetailsSchema.shape.mapTileUrl;

describe('brandDetails.mapTileUrl (issue 6: a brand can configure map tiles)', () => {
  it('accepts an https or same-origin tile template, or nothing', () => {
    expect(mapTileUrl.safeParse('https://tiles.example.com/{z}/{x}/{y}.png').success).toBe(true);
    expect(mapTileUrl.safeParse('/tiles/{z}/{x}/{y}.png').success).toBe(true);
    expect(mapTileUrl.safeParse(null).success).toBe(true);
    expect(mapTileUrl.safeParse(undefined).success).toBe(true);
  });

  it('refuses plain http, other origins by protocol-relative URL, and templates missing a coordinate', () => {
    expect(mapTileUrl.safeParse('http://tiles.example.com/{z}/{x}/{y}.png').success).toBe(false);
    expect(mapTileUrl.safeParse('//tiles.example.com/{z}/{x}/{y}.png').success).toBe(false);
    expect(mapTileUrl.safeParse('https://tiles.example.com/{z}/{x}.png').success).toBe(false);
  });
});
