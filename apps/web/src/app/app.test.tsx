import { runtimeConfigSchema } from '@wayfare/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client';
import { setRuntimeConfig } from '../lib/runtime-config';
import { rawBrandAttributes, rawBrandResponse } from '../test/brand-fixtures';
import { App } from './app';
import { AppProviders } from './providers';

const config = runtimeConfigSchema.parse({ brandDomain: 'tophotel.localhost' });
const server = setupServer(
  http.get('*/api/content/brand-configurations/:domain', ({ params }) =>
    HttpResponse.json(rawBrandResponse(rawBrandAttributes({ domain: String(params.domain), language: 'it' }))),
  ),
  http.get('*/i18n/common/:lng.json', ({ params }) =>
    HttpResponse.json(
      params.lng === 'it'
        ? {
            deals: { title: 'Offerte' },
            exception: {
              generic: { title: 'Qualcosa è andato storto' },
              unauthorized: { title: 'Accesso non riuscito' },
            },
          }
        : {},
    ),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => setRuntimeConfig(config));

function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <App config={config} />
    </AppProviders>,
  );
}

describe('App', () => {
  it('loads the brand, then shows the route screen in the brand language with the brand chrome', async () => {
    renderAt('/deals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Offerte' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Wayfare' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('it');
    expect(document.title).toBe('Wayfare Travel');
  });

  it('redirects /search to / keeping the query string', async () => {
    renderAt('/search?destination=rome&adults=2');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(window.location.pathname).toBe('/');
    expect(window.location.search).toBe('?destination=rome&adults=2');
  });

  it('shows the exception page on /exception', async () => {
    renderAt('/exception');
    expect(await screen.findByRole('heading', { name: 'Qualcosa è andato storto' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button')).toBeTruthy();
  });

  it('uses the sign-in wording on /exception?type=401 (spec §4)', async () => {
    renderAt('/exception?type=401');
    expect(await screen.findByRole('heading', { name: 'Accesso non riuscito' }, { timeout: 5000 })).toBeTruthy();
  });

  it('shows a not-found screen for unknown paths', async () => {
    renderAt('/nowhere');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button')).toBeTruthy();
  });

  it('shows the no-text error page when the brand configuration fails (spec §2)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(http.get('*/api/content/brand-configurations/:domain', () => HttpResponse.json({}, { status: 404 })));
    renderAt('/');
    await waitFor(() => expect(screen.getByTestId('brand-config-error')).toBeTruthy());
    expect(screen.getByTestId('brand-config-error').textContent).toBe('');
  });
});
