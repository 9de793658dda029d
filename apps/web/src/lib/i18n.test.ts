import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, startupNamespaces, translationsLoadPath } from './i18n';
import { isTextless, outageStoreOf } from './i18n-outage';

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
    // The outage is reported for the app's notice: built-in texts, none missing.
    expect(outageStoreOf(i18n)?.get()).toEqual({ builtIn: ['common'], missing: [] });
  });

  it('reports a namespace with neither service nor built-in texts as missing, and no outage when all loads', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get(`${BASE}/common/:lng.json`, () => HttpResponse.json({ maintenance: { title: 'x' } })),
      http.get(`${BASE}/no-such-namespace/:lng.json`, () => new HttpResponse(null, { status: 500 })),
    );
    const failed = await initI18n({ translationsUrl: BASE, language: 'es', namespaces: ['no-such-namespace'] });
    const outage = outageStoreOf(failed)!.get();
    expect(outage.missing).toContain('no-such-namespace');
    expect(outage.builtIn).toEqual([]);
    expect(isTextless(outage)).toBe(false);
    expect(isTextless({ builtIn: [], missing: ['common'] })).toBe(true);
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
    expect(startupNamespaces('/F')).toEqual(expect.arrayContaining(['price-calendar', 'trip-warnings', 'membership']));
    expect(startupNamespaces('/exception')).toEqual(['layout', 'consent']);
    expect(startupNamespaces('/hotel-detail')).toEqual(['layout', 'search', 'hotel-detail', 'consent']);
  });
});
