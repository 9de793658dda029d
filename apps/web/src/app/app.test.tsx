import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTrackBus, subscribeTrack } from '../lib/track-bus';
import type { TrackRequest } from '../lib/track-bus';
import { renderAppAt, startupHandlers } from './testing/app-harness';

const server = setupServer(...startupHandlers());
const events: string[] = [];
let unsubscribe = () => undefined as void;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  events.length = 0;
  resetTrackBus();
  unsubscribe = subscribeTrack((event: TrackRequest) => events.push(event.eventName));
});
afterEach(() => {
  unsubscribe();
  server.resetHandlers();
});
afterAll(() => server.close());

const SLOW = { timeout: 8000 };

describe('App startup (spec §4)', { timeout: 20_000 }, () => {
  it('loads the brand, then shows the route screen in the brand language with header and footer', async () => {
    server.use(
      http.get('*/api/services/app/Deals/GetDealsByBP', () =>
        HttpResponse.json({ result: [], success: true, error: null, unAuthorizedRequest: false }),
      ),
    );
    renderAppAt('/deals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Offerte' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page di TopHotel Collezione' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /\+39 02 5550 1234/ }).getAttribute('href')).toBe('tel:+390255501234');
    expect(screen.getByText(/TopHotel Collezione S\.r\.l\./)).toBeTruthy();
    expect(await screen.findByText('Nessuna offerta al momento', {}, SLOW)).toBeTruthy();
    expect(document.documentElement.lang).toBe('it');
  });

  it('shows the no-text error page, tracked, when the brand configuration fails (spec §2, §8)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/content/brand-configurations/:domain', () => HttpResponse.json({}, { status: 500 })));
    renderAppAt('/');
    await waitFor(() => expect(screen.getByTestId('brand-config-error')).toBeTruthy());
    expect(screen.getByTestId('brand-config-error').textContent).toBe('');
    await waitFor(() =>
      expect(events).toEqual(expect.arrayContaining(['error.get-initial-state', 'viewed.app-error-[brand-config]'])),
    );
  });

  it('shows the loading screen while the flags load, then the app', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/services/app/FeatureToogle/FlagProviderList', async () => {
        await gate;
        return HttpResponse.json({ result: { toggles: [] }, success: true, error: null, unAuthorizedRequest: false });
      }),
      http.get('*/api/services/app/Deals/GetDealsByBP', () =>
        HttpResponse.json({ result: [], success: true, error: null, unAuthorizedRequest: false }),
      ),
    );
    renderAppAt('/deals');
    const bar = await screen.findByRole('progressbar', {}, SLOW);
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByRole('img', { name: 'TopHotel Collezione' })).toBeTruthy();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Offerte' }, SLOW)).toBeTruthy();
  });

  it('continues when the feature flags fail (spec §4)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.post('*/api/services/app/FeatureToogle/FlagProviderList', () => HttpResponse.error()));
    server.use(
      http.get('*/api/services/app/Deals/GetDealsByBP', () =>
        HttpResponse.json({ result: [], success: true, error: null, unAuthorizedRequest: false }),
      ),
    );
    renderAppAt('/deals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Offerte' }, SLOW)).toBeTruthy();
  });

  it('shows the maintenance page on every route when the flag is on (spec §2), tracked', async () => {
    server.use(...startupHandlers({ toggles: [{ name: 'travel.general.maintenance', enabled: true }] }));
    renderAppAt('/deals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Torniamo subito' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Riprova' })).toBeTruthy();
    await waitFor(() => expect(events).toContain('viewed.app-error-[maintenance-mode]'));
  });

  it("shows the maintenance page when the stored setting is 'true', whatever the flag", async () => {
    localStorage.setItem('maintenance-mode', 'true');
    renderAppAt('/exception');
    expect(await screen.findByRole('heading', { level: 1, name: 'Torniamo subito' }, SLOW)).toBeTruthy();
  });

  it("ignores a stored setting other than 'true'", async () => {
    localStorage.setItem('maintenance-mode', 'TRUE');
    server.use(
      http.get('*/api/services/app/Deals/GetDealsByBP', () =>
        HttpResponse.json({ result: [], success: true, error: null, unAuthorizedRequest: false }),
      ),
    );
    renderAppAt('/deals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Offerte' }, SLOW)).toBeTruthy();
  });
});

describe('App routes (spec §2)', { timeout: 20_000 }, () => {
  it('redirects /search to / keeping the query string', async () => {
    renderAppAt('/search?destination=rome&adults=2');
    await waitFor(() => expect(window.location.pathname).toBe('/'), SLOW);
    expect(window.location.search).toBe('?destination=rome&adults=2');
  });

  it('answers /H as /HGH on the top-hotel brand (spec §4), keeping the query', async () => {
    renderAppAt('/H?adults=3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel + Volo' }, SLOW)).toBeTruthy();
    expect(window.location.pathname).toBe('/HGH');
    expect(window.location.search).toBe('?adults=3');
  });

  it('shows the generic exception page on /exception', async () => {
    renderAppAt('/exception');
    expect(await screen.findByRole('heading', { level: 1, name: 'Qualcosa è andato storto' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Torna alla home' })).toBeTruthy();
  });

  it('uses the sign-in wording on /exception?type=401 (spec §4)', async () => {
    renderAppAt('/exception?type=401');
    expect(await screen.findByRole('heading', { level: 1, name: 'Non è stato possibile accedere' }, SLOW)).toBeTruthy();
  });

  it('offers a new search on /expired-session', async () => {
    renderAppAt('/expired-session');
    expect(await screen.findByRole('heading', { level: 1, name: 'La tua sessione è scaduta' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerca di nuovo' })).toBeTruthy();
  });

  it('shows a branded not-found page for unknown paths', async () => {
    renderAppAt('/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Non troviamo questa pagina' }, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home page di TopHotel Collezione' })).toBeTruthy();
  });
});
