import { describe, expect, it } from 'vitest';
import { isStaticAsset } from './rate-limit-scope';

describe('isStaticAsset', () => {
  it('exempts bundles, brand assets and files read with GET or HEAD', () => {
    expect(isStaticAsset('GET', '/assets/index-3f2a.js')).toBe(true);
    expect(isStaticAsset('HEAD', '/brand-assets/club/logo.svg')).toBe(true);
    expect(isStaticAsset('GET', '/favicon.ico?v=2')).toBe(true);
  });

  it('counts API calls, pages and anything but reads', () => {
    expect(isStaticAsset('GET', '/api/services/app/ShoppingTransportService/x.json')).toBe(false);
    expect(isStaticAsset('POST', '/api/services/app/ShoppingTransportService/CreateSearch')).toBe(false);
    expect(isStaticAsset('GET', '/flights/results?from=MAD')).toBe(false);
    expect(isStaticAsset('POST', '/assets/x.js')).toBe(false);
    expect(isStaticAsset('GET', '/')).toBe(false);
  });
});
