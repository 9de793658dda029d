import { describe, expect, it } from 'vitest';
import { DEFAULT_LOADING_LOGOS, defaultLoadingLogo, loadingLogoFor } from './default-logo';

describe('defaultLoadingLogo (spec §2)', () => {
  it('picks the top-hotel and club logos by host, the neutral one elsewhere', () => {
    expect(defaultLoadingLogo('tophotel.localhost')).toBe(DEFAULT_LOADING_LOGOS.tophotel);
    expect(defaultLoadingLogo('TopHotel.example.com')).toBe(DEFAULT_LOADING_LOGOS.tophotel);
    expect(defaultLoadingLogo('club.localhost')).toBe(DEFAULT_LOADING_LOGOS.club);
    expect(defaultLoadingLogo('localhost')).toBe(DEFAULT_LOADING_LOGOS.neutral);
    expect(defaultLoadingLogo('freeflight.localhost')).toBe(DEFAULT_LOADING_LOGOS.neutral);
    expect(defaultLoadingLogo('127.0.0.1')).toBe(DEFAULT_LOADING_LOGOS.neutral);
    expect(defaultLoadingLogo('')).toBe(DEFAULT_LOADING_LOGOS.neutral);
  });

  it('does not match a brand name inside another label', () => {
    expect(defaultLoadingLogo('nightclub.example.com')).toBe(DEFAULT_LOADING_LOGOS.neutral);
    expect(defaultLoadingLogo('www.tophotel.example.com')).toBe(DEFAULT_LOADING_LOGOS.neutral);
  });
});

describe('loadingLogoFor', () => {
  it("prefers the brand's own secondary logo", () => {
    expect(loadingLogoFor({ logoSecondaryUrl: '/brand-assets/x/logo.svg', brandName: 'X' }, 'club.localhost')).toEqual({
      src: '/brand-assets/x/logo.svg',
      name: 'X',
    });
    expect(loadingLogoFor({ brandName: 'X' }, 'club.localhost')).toBe(DEFAULT_LOADING_LOGOS.club);
  });
});
