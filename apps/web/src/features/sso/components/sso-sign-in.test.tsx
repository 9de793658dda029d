import { render } from '@testing-library/react';
import { runtimeConfigSchema } from '@wayfare/contract';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCookie } from '../../../lib/cookies';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { getSsoStatus, resetSsoStatus } from '../../../lib/sso-status';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { SsoSignIn } from './sso-sign-in';

function envelope(result: unknown) {
  return new Response(JSON.stringify({ result, success: true, error: null, unAuthorizedRequest: false }));
}

const success = {
  authApiModel: { accessToken: 'access-1', expireInSeconds: 3600 },
  externalAuthClientData: { userId: 'member-1' },
};

function fakeRouter() {
  return { subscribe: vi.fn(() => () => undefined), navigate: vi.fn() };
}

describe('SsoSignIn', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    setRuntimeConfig(runtimeConfigSchema.parse({}));
    fetchMock = vi.fn(async () => envelope(success));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSsoStatus();
    history.replaceState(null, '', '/');
  });

  it('signs in once (double trigger ignored), stores the cookie and removes a before settling', async () => {
    history.replaceState(null, '', '/H?destination=rome&a=ab%20cd');
    const router = fakeRouter();
    render(
      <StrictMode>
        <SsoSignIn brand={brandConfigFixture()} router={router} />
      </StrictMode>,
    );
    await vi.waitFor(() => expect(getSsoStatus().settled).toBe(true));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/TokenAuth/AuthenticateExternal');
    expect(JSON.parse((init as RequestInit).body as string)).toEqual({ token: 'ab+cd', domainName: 'localhost' });
    expect(getCookie('auth-token')).toBe('access-1');
    expect(location.href).toBe('http://localhost:3000/H?destination=rome');
    expect(router.navigate).toHaveBeenCalledWith('/H?destination=rome', { replace: true });
    expect(getSsoStatus().externalUserId).toBe('member-1');
  });

  it("signs in with the token the page's first script kept in memory (issue 15 item 10)", async () => {
    history.replaceState(null, '', '/H?destination=rome');
    (window as unknown as Record<string, unknown>).__wayfareSsoToken = 'ab cd';
    const router = fakeRouter();
    render(<SsoSignIn brand={brandConfigFixture()} router={router} />);
    await vi.waitFor(() => expect(getSsoStatus().settled).toBe(true));
    expect(JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string)).toEqual({
      token: 'ab+cd',
      domainName: 'localhost',
    });
    expect(getCookie('auth-token')).toBe('access-1');
    expect(location.href).toBe('http://localhost:3000/H?destination=rome');
    expect('__wayfareSsoToken' in window).toBe(false);
  });

  it('goes to /exception?type=401 on a falsy result', async () => {
    fetchMock.mockImplementation(async () => envelope(null));
    history.replaceState(null, '', '/?a=bad');
    const router = fakeRouter();
    render(<SsoSignIn brand={brandConfigFixture()} router={router} />);
    await vi.waitFor(() => expect(getSsoStatus().settled).toBe(true));
    expect(router.navigate).toHaveBeenLastCalledWith('/exception?type=401', { replace: true });
    expect(location.search).toBe('');
  });

  it('clears stored auth on a failed call and goes to the 401 page (spec §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.cookie = 'auth-token=old; path=/';
    fetchMock.mockImplementation(
      async () => new Response('{"result":null,"success":false,"error":{"code":0,"message":"boom"}}', { status: 500 }),
    );
    history.replaceState(null, '', '/?a=tok');
    const router = fakeRouter();
    render(<SsoSignIn brand={brandConfigFixture()} router={router} />);
    await vi.waitFor(() => expect(getSsoStatus().settled).toBe(true));
    expect(getCookie('auth-token')).toBeUndefined();
    expect(router.navigate).toHaveBeenLastCalledWith('/exception?type=401', { replace: true });
  });

  it('makes no call on /exception or without a, and keeps an existing cookie', async () => {
    document.cookie = 'auth-token=kept; path=/';
    history.replaceState(null, '', '/exception?type=401&a=tok');
    render(<SsoSignIn brand={brandConfigFixture()} router={fakeRouter()} />);
    expect(getSsoStatus().settled).toBe(true);
    expect(location.search).toBe('?type=401');
    resetSsoStatus();
    history.replaceState(null, '', '/deals');
    render(<SsoSignIn brand={brandConfigFixture()} router={fakeRouter()} />);
    expect(getSsoStatus().settled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getCookie('auth-token')).toBe('kept');
  });

  it('waits for the brand, and only strips a stray token when the brand has no SSO or failed to load', () => {
    history.replaceState(null, '', '/?a=tok');
    const { rerender } = render(<SsoSignIn brand={undefined} router={fakeRouter()} />);
    expect(getSsoStatus().settled).toBe(false);
    rerender(<SsoSignIn brand={undefined} brandFailed router={fakeRouter()} />);
    expect(getSsoStatus().settled).toBe(true);
    expect(location.search).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
