import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../../lib/cookies';
import { CONSENT_CHANGED_EVENT, readAcceptance } from '../../../lib/consent-store';
import { storeConsent } from './consent-storage';

describe('storeConsent', () => {
  it('writes the acceptance and legacy cookies for 365 days and announces the change', () => {
    const announced = vi.fn();
    window.addEventListener(CONSENT_CHANGED_EVENT, announced);
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    const documentCookie = vi.spyOn(document, 'cookie', 'set');
    storeConsent(['technical', 'measurement']);
    vi.useRealTimers();
    window.removeEventListener(CONSENT_CHANGED_EVENT, announced);

    expect(getCookie('cookie-acceptance')).toBe('technical,measurement');
    expect(getCookie('cookie-consent-legacy')).toBe('5:technical,measurement');
    expect(readAcceptance()).toEqual(['technical', 'measurement']);
    const written = documentCookie.mock.calls.map(([value]) => value);
    expect(written[0]).toMatch(/^cookie-acceptance=technical,measurement;/);
    // 365 days after 2030-01-01
    expect(written[0]).toContain('expires=Wed, 01 Jan 2031 00:00:00 GMT');
    expect(written[0]).toMatch(/samesite=lax/i);
    expect(written[1]).toMatch(/^cookie-consent-legacy=5:technical,measurement;/);
    expect(announced).toHaveBeenCalledTimes(1);
    expect(Cookies.get('cookie-consent-legacy')).toBe('5:technical,measurement');
  });
});
