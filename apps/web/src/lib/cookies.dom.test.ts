import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_TOKEN_COOKIE,
  clearAuthToken,
  getAuthToken,
  getCookie,
  setAuthToken,
  setCookie,
  setListCookie,
} from './cookies';

describe('cookies', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes SameSite=Lax cookies on path / (not Secure on http)', () => {
    const set = vi.spyOn(Cookies, 'set');
    setCookie('acceptance', 'technical', { expires: 365 });
    expect(set).toHaveBeenCalledWith('acceptance', 'technical', {
      path: '/',
      sameSite: 'Lax',
      secure: false,
      expires: 365,
    });
    expect(getCookie('acceptance')).toBe('technical');
  });

  it('marks cookies Secure when the page is served over https', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    const set = vi.spyOn(Cookies, 'set').mockReturnValue(undefined);
    setCookie('x', '1');
    expect(set.mock.calls[0]?.[2]).toMatchObject({ secure: true, sameSite: 'Lax' });
  });

  it('stores, reads and clears the auth token with its expiry', () => {
    const set = vi.spyOn(Cookies, 'set');
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') });
    setAuthToken('abc.def', 3600);
    vi.useRealTimers();
    expect(set.mock.calls[0]?.[0]).toBe(AUTH_TOKEN_COOKIE);
    expect(set.mock.calls[0]?.[2]?.expires).toEqual(new Date('2030-01-01T01:00:00Z'));
    expect(getAuthToken()).toBe('abc.def');
    clearAuthToken();
    expect(getAuthToken()).toBeUndefined();
  });
});

describe('setListCookie', () => {
  it('writes a literal comma-separated list with the usual attributes', () => {
    setListCookie('cookie-acceptance', ['technical', 'measurement'], { expires: 365 });
    expect(document.cookie).toContain('cookie-acceptance=technical,measurement');
    expect(getCookie('cookie-acceptance')).toBe('technical,measurement');
  });

  it('refuses items that would need encoding', () => {
    expect(() => setListCookie('x', ['a b'])).toThrow('needs encoding');
    expect(() => setListCookie('x', ['a;b'])).toThrow('needs encoding');
  });
});
