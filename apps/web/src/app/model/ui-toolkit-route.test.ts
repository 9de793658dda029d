import { describe, expect, it } from 'vitest';
import { needsAntdProviders } from './ui-toolkit-route';

describe('needsAntdProviders', () => {
  it('is false for every screen: all of them are on the UI kit', () => {
    for (const path of ['/', '/search', '/H', '/F', '/hotel-detail', '/checkout', '/trips/ABC123', '/exception']) {
      expect(needsAntdProviders(path)).toBe(false);
    }
  });
});
