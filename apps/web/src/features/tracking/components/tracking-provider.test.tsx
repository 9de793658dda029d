import { act, render } from '@testing-library/react';
import { runtimeConfigSchema } from '@wayfare/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCEPTANCE_COOKIE, publishAcceptance } from '../../../lib/consent-store';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { resetSsoStatus, settleSso } from '../../../lib/sso-status';
import { emitTrack } from '../../../lib/track-bus';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { TrackingProvider } from './tracking-provider';

const reporting = vi.hoisted(() => ({
  startErrorReporting: vi.fn(async () => null),
  stopErrorReporting: vi.fn(async () => undefined),
  enableSessionReplay: vi.fn(async () => undefined),
}));
vi.mock('../reporting/start-error-reporting', () => reporting);

const config = runtimeConfigSchema.parse({ eventsToken: 'events-token', appVersion: '9.9.9' });

function fakeRouter(pathname: string) {
  const listeners = new Set<(state: { location: { pathname: string; search: string } }) => void>();
  return {
    state: { location: { pathname, search: '' } },
    subscribe(listener: (state: { location: { pathname: string; search: string } }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    go(path: string) {
      this.state = { location: { pathname: path, search: '' } };
      for (const listener of listeners) listener(this.state);
    },
  };
}

function sentBodies(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));
}

describe('TrackingProvider', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    setRuntimeConfig(config);
    fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ result: { accepted: true }, success: true, error: null, unAuthorizedRequest: false }),
          { status: 202 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSsoStatus();
  });

  it('sends nothing before sign-in settled and a choice, then page views with keepalive and the token header', async () => {
    const router = fakeRouter('/');
    render(<TrackingProvider config={config} brand={brandConfigFixture()} router={router} />);
    act(() => router.go('/H'));
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => settleSso('member-7'));
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => {
      document.cookie = `${ACCEPTANCE_COOKIE}=technical,measurement; path=/`;
      publishAcceptance();
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events');
    expect((init as RequestInit).keepalive).toBe(true);
    expect(new Headers((init as RequestInit).headers).get('X-Events-Token')).toBe('events-token');
    expect(new Headers((init as RequestInit).headers).get('Authorization')).toBeNull();
    const [first, second] = sentBodies(fetchMock);
    expect(first).toMatchObject({
      eventName: 'viewed.page',
      eventProperties: { path: '/' },
      eventData: { appVersion: '9.9.9', brand: 'wayfare', domain: 'localhost', externalUserId: 'member-7' },
      project: 'wayfare-web',
    });
    expect(first.eventData.fingerprint).toBe(localStorage.getItem('user-fingerprint'));
    expect(first.eventData.sessionFingerprint).toBe(localStorage.getItem('session-fingerprint'));
    expect(second).toMatchObject({ eventProperties: { path: '/H' }, eventData: { product: 'H' } });
  });

  it('sends technical error events without a choice but never page views after a rejection', () => {
    document.cookie = `${ACCEPTANCE_COOKIE}=technical; path=/`;
    settleSso();
    const router = fakeRouter('/');
    render(<TrackingProvider config={config} brand={brandConfigFixture()} router={router} />);
    act(() => emitTrack({ eventName: 'viewed.app-error-[maintenance-mode]', logLevel: 'error' }));
    expect(sentBodies(fetchMock).map((body) => body.eventName)).toEqual(['viewed.app-error-[maintenance-mode]']);
  });

  it('sends the brand-config error events when the brand failed to load', () => {
    emitTrack({ eventName: 'error.get-initial-state', logLevel: 'error' });
    settleSso();
    render(<TrackingProvider config={config} brand={undefined} brandFailed />);
    const [body] = sentBodies(fetchMock);
    expect(body).toMatchObject({ eventName: 'error.get-initial-state', eventData: { brand: 'localhost' } });
  });

  it('reports a failed send and never throws', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    settleSso();
    render(<TrackingProvider config={config} brand={brandConfigFixture()} />);
    act(() => emitTrack({ eventName: 'viewed.app-error-[error-boundary]', logLevel: 'error' }));
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('[tracking]', expect.anything()));
  });

  it('loads the tag manager for its brand origin only with the flag on, measurement consent and sign-in settled', () => {
    const withTags = runtimeConfigSchema.parse({
      tagManagerBaseUrl: 'https://tags.example.com/utag',
      environment: 'prod',
    });
    const script = () => document.querySelector('script[src="https://tags.example.com/utag/wayfare/prod/utag.js"]');
    const view = render(<TrackingProvider config={withTags} brand={brandConfigFixture()} tagManagerFlag />);
    act(() => settleSso());
    expect(script()).toBeNull();
    view.rerender(<TrackingProvider config={withTags} brand={brandConfigFixture()} tagManagerFlag={false} />);
    act(() => {
      document.cookie = `${ACCEPTANCE_COOKIE}=technical,measurement; path=/`;
      publishAcceptance();
    });
    expect(script()).toBeNull();
    view.rerender(<TrackingProvider config={withTags} brand={brandConfigFixture()} tagManagerFlag />);
    expect(script()).not.toBeNull();
  });

  it('starts error reporting only with measurement consent and stops it on a reject (issue 15)', () => {
    document.cookie = `${ACCEPTANCE_COOKIE}=technical; path=/`;
    const withDsn = runtimeConfigSchema.parse({ sentryDsn: 'https://k@errors.example/1' });
    render(<TrackingProvider config={withDsn} brand={brandConfigFixture()} />);
    act(() => settleSso());
    expect(reporting.startErrorReporting).not.toHaveBeenCalled();
    act(() => {
      document.cookie = `${ACCEPTANCE_COOKIE}=technical,measurement; path=/`;
      publishAcceptance();
    });
    expect(reporting.startErrorReporting).toHaveBeenCalledTimes(1);
    reporting.stopErrorReporting.mockClear();
    act(() => {
      document.cookie = `${ACCEPTANCE_COOKIE}=technical; path=/`;
      publishAcceptance();
    });
    expect(reporting.stopErrorReporting).toHaveBeenCalled();
  });
});
