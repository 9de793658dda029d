import { createInstance } from 'i18next';
import type { i18n as I18n, Resource } from 'i18next';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { transportFetch } from './http/fetch-transport';
import type { BuiltInBackendOptions } from './i18n-built-in';
import { LazyBuiltInBackend } from './i18n-lazy-backend';
import { attachOutageStore, createOutageStore } from './i18n-outage';
import type { Language } from '@wayfare/contract';

import { SUPPORTED_LANGUAGES } from './languages';

export { SUPPORTED_LANGUAGES };
export const FALLBACK_LANGUAGE: Language = 'en';
export const DEFAULT_NAMESPACE = 'common';

export interface I18nSettings {
  /** Base URL of the translation service (runtime config `translationsUrl`, default `/i18n`). */
  translationsUrl: string;
  /** Sent as `X-Translations-Key` when set (runtime config `translationsKey`). */
  translationsKey?: string;
  /** The brand's language (brand config `language`). */
  language: Language;
  /** Namespaces the first screen reads, loaded with `common` (see startupNamespaces). */
  namespaces?: readonly string[];
  /** Texts already loaded (the server-rendered page carries them): no request for these namespaces. */
  resources?: Resource;
}

/**
 * Namespaces the first screen of a path reads, besides `common`: loaded together at startup (by the server
 * renderer, which puts them into the page), so the first screen renders once instead of suspending and
 * re-rendering as each namespace arrives (design.md quality bars: TBT).
 */
export function startupNamespaces(pathname: string): string[] {
  if (pathname === '/') return ['layout', 'landing', 'search', 'consent'];
  // The results' cards also read namespaces without suspending (member prices, the date strip, trip warnings): loaded
  // before the server render, or the render and the page's texts could disagree (a hydration mismatch).
  if (['/H', '/DP', '/HGH'].includes(pathname)) return ['layout', 'search', 'stays', 'membership', 'consent'];
  if (['/F', '/FF'].includes(pathname))
    return ['layout', 'search', 'flights', 'membership', 'price-calendar', 'trip-warnings', 'consent'];
  // The hotel page, a first screen (shared links, deals, emails): with its texts loaded before the server render
  // nothing suspends, so the loading screen's logo (the fallback's image) is not preloaded ahead of the hotel's photo.
  if (pathname === '/hotel-detail') return ['layout', 'search', 'hotel-detail', 'consent'];
  // A deal search (issue 16 item 5): rendered on the server, which then answers a hand-changed deal URL with a 302.
  if (pathname === '/deal-search')
    return [
      'layout',
      'search',
      'deals',
      'stays',
      'flights',
      'membership',
      'price-calendar',
      'trip-warnings',
      'consent',
    ];
  return ['layout', 'consent'];
}

export const TRANSLATIONS_KEY_HEADER = 'X-Translations-Key';

/** `${translationsUrl}/{{ns}}/{{lng}}.json`, as the API serves it (`GET /i18n/{namespace}/{language}.json`). */
export function translationsLoadPath(translationsUrl: string): string {
  return `${translationsUrl.replace(/\/+$/, '')}/{{ns}}/{{lng}}.json`;
}

/**
 * The backend's requests go through the app's transport: on the server (app/ssr/) a relative `/i18n/...` URL
 * has no page origin, and the transport answers it in process.
 */
const transportRequest: NonNullable<HttpBackendOptions['request']> = (options, url, _payload, callback) => {
  const headers = typeof options.customHeaders === 'function' ? options.customHeaders() : options.customHeaders;
  transportFetch(url, { headers: headers ?? {} }).then(
    async (response) => callback(null, { status: response.status, data: await response.text() }),
    (error: unknown) => callback(error, { status: 0, data: '' }),
  );
};

/**
 * A ready i18next instance in the brand's language with `common` and the given namespaces loaded (others load
 * on first use). Resolves even when the service fails: the built-in texts stand in (lib/i18n-built-in.ts) and
 * the outage is reported to the instance's store (lib/i18n-outage.ts: outageStoreOf).
 */
export async function initI18n(settings: I18nSettings): Promise<I18n> {
  const instance = createInstance();
  const outage = createOutageStore();
  attachOutageStore(instance, outage);
  const backend: BuiltInBackendOptions = {
    loadPath: translationsLoadPath(settings.translationsUrl),
    customHeaders: settings.translationsKey ? { [TRANSLATIONS_KEY_HEADER]: settings.translationsKey } : {},
    request: transportRequest,
    outage,
  };
  await instance
    .use(LazyBuiltInBackend)
    .use(initReactI18next)
    .init<HttpBackendOptions>({
      lng: settings.language,
      supportedLngs: SUPPORTED_LANGUAGES,
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'languageOnly',
      ns: [DEFAULT_NAMESPACE, ...(settings.namespaces ?? [])],
      ...(settings.resources ? { resources: settings.resources, partialBundledLanguages: true } : {}),
      defaultNS: DEFAULT_NAMESPACE,
      // React escapes text itself; brand texts must render as text (design.md security), never as HTML.
      interpolation: { escapeValue: false },
      returnNull: false,
      // One retry after 350 ms: a broken translation service must not hold the first paint for seconds.
      maxRetries: 1,
      backend,
    })
    .catch((error: unknown) => console.error('[i18n] translations failed to load', error));
  return instance;
}
