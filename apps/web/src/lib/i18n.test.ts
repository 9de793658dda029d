import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, startupNamespaces, translationsLoadPath } from './i18n';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BASE = 'https://cdn.test/i18n';

describe('i18n', () => {
  it('builds the load path from the translations URL', () => {
    expect(translationsLoadPath('/i18n/')).toBe('/i18n/{{ns}}/{{lng}}.json');
  });

  it('loads the common namespace in the brand language with the translations key header', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.get(`${BASE}/common/:lng.json`, ({ params, request }) => {
        keys.push(request.headers.get('x-translations-key'));
        return HttpResponse.json(
          params.lng === 'it'
            ? { maintenance: { title: 'Manutenzione' } }
            : { maintenance: { title: 'Maintenance', cta: 'Home' } },
        );
      }),
    );
    const i18n = await initI18n({ translationsUrl: BASE, translationsKey: 'k-1', language: 'it' });
    expect(i18n.language).toBe('it');
    expect(i18n.t('maintenance.title')).toBe('Manutenzione');
    // falls back to English for a key Italian lacks
    expect(i18n.t('maintenance.cta')).toBe('Home');
    expect(keys).toContain('k-1');
  });

  it('shows the built-in texts in the brand language when the translation service fails (issue 15)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`${BASE}/common/:lng.json`, () => new HttpResponse(null, { status: 500 })));
    const i18n = await initI18n({ translationsUrl: BASE, language: 'fr' });
    expect(i18n.t('maintenance.title')).toBe('Nous revenons vite');
  });

  it('loads the first screen namespaces together with common', async () => {
    server.use(http.get(`${BASE}/:ns/:lng.json`, ({ params }) => HttpResponse.json({ probe: `${String(params.ns)}` })));
    const i18n = await initI18n({ translationsUrl: BASE, language: 'en', namespaces: ['landing', 'search'] });
    expect(i18n.hasLoadedNamespace('landing')).toBe(true);
    expect(i18n.t('probe', { ns: 'search' })).toBe('search');
  });

  it('names the namespaces of the first screen per path (as the API preloads them)', () => {
    expect(startupNamespaces('/')).toEqual(['layout', 'landing', 'search', 'consent']);
    expect(startupNamespaces('/H')).toContain('stays');
    expect(startupNamespaces('/FF')).toContain('flights');
    expect(startupNamespaces('/exception')).toEqual(['layout', 'consent']);
  });
});
