import HttpBackend from 'i18next-http-backend';
import type { HttpBackendOptions } from 'i18next-http-backend';
import type { ReadCallback } from 'i18next';
import type { OutageStore } from './i18n-outage';

/**
 * The texts shipped with the build (the same files the API serves), one lazy chunk per language and
 * namespace: fetched only when the translation service fails, so an outage shows the brand's language
 * instead of raw keys like `products.DP` (issue 15), and costs nothing otherwise.
 */
const BUILT_IN = import.meta.glob<Record<string, unknown>>('../../../api/seed/translations/*/*.json', {
  import: 'default',
});

export function loadBuiltInTexts(language: string, namespace: string): Promise<Record<string, unknown>> | null {
  const load = BUILT_IN[`../../../api/seed/translations/${language}/${namespace}.json`];
  return load ? load() : null;
}

/** The backend options, with the store an outage is reported to (lib/i18n-outage.ts). */
export interface BuiltInBackendOptions extends HttpBackendOptions {
  outage?: OutageStore;
}

/**
 * The HTTP backend, falling back to the built-in texts of the same language and namespace on failure, and
 * reporting which namespaces came from them or from nowhere, so the app can say so in the brand's language.
 */
export class HttpWithBuiltInBackend extends HttpBackend {
  override read(language: string, namespace: string, callback: ReadCallback): void {
    const outage = (this.options as BuiltInBackendOptions).outage;
    super.read(language, namespace, (error, data) => {
      if (!error) return callback(error, data);
      const builtIn = loadBuiltInTexts(language, namespace);
      const missing = () => {
        outage?.report(namespace, 'missing');
        callback(error, data);
      };
      if (!builtIn) return missing();
      builtIn.then((texts) => {
        console.warn(`[i18n] ${namespace}/${language} unavailable: built-in texts shown`);
        outage?.report(namespace, 'builtIn');
        callback(null, texts);
      }, missing);
    });
  }
}
