import { describe, expect, it } from 'vitest';
import { needsAntdProviders } from './ui-toolkit-route';

describe('needsAntdProviders', () => {
  it('leaves the landing (and /search, which redirects to it) on the kit alone', () => {
    expect(needsAntdProviders('/')).toBe(false);
    expect(needsAntdProviders('/search')).toBe(false);
    expect(needsAntdProviders('/search/')).toBe(false);
  });

  it('keeps the providers for the screens not moved yet', () => {
    expect(needsAntdProviders('/H')).toBe(true);
    expect(needsAntdProviders('/checkout')).toBe(true);
    expect(needsAntdProviders('/trips/ABC123')).toBe(true);
  });
});
