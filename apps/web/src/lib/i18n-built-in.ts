import HttpBackend from 'i18next-http-backend';
import type { ReadCallback } from 'i18next';

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

/** The HTTP backend, falling back to the built-in texts of the same language and namespace on failure. */
export class HttpWithBuiltInBackend extends HttpBackend {
  override read(language: string, namespace: string, callback: ReadCallback): void {
    super.read(language, namespace, (error, data) => {
      const builtIn = error ? loadBuiltInTexts(language, namespace) : null;
      if (!builtIn) return callback(error, data);
      builtIn.then(
        (texts) => {
          console.warn(`[i18n] ${namespace}/${language} unavailable: built-in texts shown`);
          callback(null, texts);
        },
        () => callback(error, data),
      );
    });
  }
}
