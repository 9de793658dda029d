import { describe, expect, it } from 'vitest';
import { shouldLoadTagManager, tagManagerScriptUrl } from './tag-manager';

const all = { brandOrigin: 'WAYFARE', flagEnabled: true, measurementAllowed: true, ssoSettled: true };

describe('tag manager (spec §7)', () => {
  it('builds the path from base URL, brand base and environment', () => {
    expect(tagManagerScriptUrl('https://tags.example.com/utag/', 'wayfare', 'production')).toBe(
      'https://tags.example.com/utag/wayfare/production/utag.js',
    );
  });

  it('loads nothing without a base URL', () => {
    expect(tagManagerScriptUrl('', 'wayfare', 'production')).toBeNull();
    expect(tagManagerScriptUrl('  ', 'wayfare', 'production')).toBeNull();
  });

  it('loads only for its brand origin with the flag, measurement consent and sign-in settled', () => {
    expect(shouldLoadTagManager(all)).toBe(true);
    expect(shouldLoadTagManager({ ...all, brandOrigin: 'CLUB' })).toBe(false);
    expect(shouldLoadTagManager({ ...all, flagEnabled: false })).toBe(false);
    expect(shouldLoadTagManager({ ...all, measurementAllowed: false })).toBe(false);
    expect(shouldLoadTagManager({ ...all, ssoSettled: false })).toBe(false);
  });
});
