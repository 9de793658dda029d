import { describe, expect, it } from 'vitest';
import { usesExternalConsent } from './external-consent';

describe('usesExternalConsent', () => {
  it('is the club brand origin only', () => {
    expect(usesExternalConsent('CLUB')).toBe(true);
    expect(usesExternalConsent('club')).toBe(true);
    expect(usesExternalConsent('WAYFARE')).toBe(false);
    expect(usesExternalConsent('TOPHOTEL')).toBe(false);
  });
});
