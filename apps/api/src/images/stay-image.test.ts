import { describe, expect, it } from 'vitest';
import { destinationImageSvg } from './destination-image';
import { destinationImageUrl, parseStayImageName, stayImageUrl } from './image-urls';
import { STAY_IMAGE_KINDS, stayImageSvg } from './stay-image';

describe('generated pictures', () => {
  it('are the same bytes for the same id and kind, and differ between ids', () => {
    for (const kind of STAY_IMAGE_KINDS) {
      expect(stayImageSvg('ROM-H0001', kind)).toBe(stayImageSvg('ROM-H0001', kind));
      expect(stayImageSvg('ROM-H0001', kind)).not.toBe(stayImageSvg('ROM-H0002', kind));
    }
    expect(destinationImageSvg('ROM')).toBe(destinationImageSvg('ROM'));
    expect(destinationImageSvg('ROM')).not.toBe(destinationImageSvg('PAR'));
  });

  it('are light, well-formed SVG with a title for screen readers', () => {
    const pictures = [
      ...STAY_IMAGE_KINDS.flatMap((kind) =>
        ['PAR-H0007', 'LON-H0300', 'BCN-H0123'].map((id) => stayImageSvg(id, kind)),
      ),
      ...['ROM', 'PAR', 'BCN', 'ZRH', 'NYC'].map((code) => destinationImageSvg(code, `<${code}>`)),
    ];
    for (const svg of pictures) {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).toMatch(/<title>[^<]+<\/title>/);
      expect(svg).not.toMatch(/NaN|undefined|<script/);
      expect(svg.length).toBeLessThan(8_000);
    }
    expect(destinationImageSvg('ROM', '<b>&')).toContain('<title>&#60;b&#62;&#38;</title>');
  });

  it('have paths that name the stay and the picture number', () => {
    expect(stayImageUrl('ROM-H0001')).toBe('/api/images/stays/ROM-H0001.svg');
    expect(stayImageUrl('ROM-H0001', 'pool')).toBe('/api/images/stays/ROM-H0001-3.svg');
    expect(destinationImageUrl('rom')).toBe('/api/images/destinations/ROM.svg');
    expect(parseStayImageName('ROM-H0001')).toEqual({ stayId: 'ROM-H0001', kind: 'facade' });
    expect(parseStayImageName('ROM-H0001-4')).toEqual({ stayId: 'ROM-H0001', kind: 'view' });
    expect(parseStayImageName('ROM-H0001-5')).toBeNull();
    expect(parseStayImageName('../etc')).toBeNull();
  });
});
