import type { BackendModule, InitOptions, ReadCallback, Services } from 'i18next';
import type { BuiltInBackendOptions } from './i18n-built-in';

type BackendArgs = [Services, BuiltInBackendOptions, InitOptions];

/**
 * The backend i18next is given: the HTTP backend with its built-in fallback (lib/i18n-built-in.ts) loads on the
 * first namespace the page does not carry yet. A server-rendered page brings its first screen's namespaces in its
 * data (app/ssr), so its first load has neither the HTTP backend nor the map of built-in text chunks (issue 16).
 */
export class LazyBuiltInBackend implements BackendModule<BuiltInBackendOptions> {
  static readonly type = 'backend';
  readonly type = 'backend';
  private args: BackendArgs | null = null;
  private backend: Promise<BackendModule> | null = null;

  init(services: Services, backendOptions: BuiltInBackendOptions, i18nextOptions: InitOptions): void {
    this.args = [services, backendOptions, i18nextOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback): void {
    const args = this.args;
    if (!args) return callback(new Error('[i18n] the backend was read before i18next initialised it'), false);
    this.backend ??= import('./i18n-built-in').then(({ HttpWithBuiltInBackend }) => {
      // Built without services, then initialised once with i18next's arguments (as `.use()` would have done).
      const backend = new HttpWithBuiltInBackend();
      // Its typings omit the third argument (i18next's own options) that its code reads.
      (backend as unknown as { init: (...initArgs: BackendArgs) => void }).init(...args);
      return backend;
    });
    this.backend.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        // The chunk did not load (offline): these texts are missing, as when the service and the built-in fail;
        // i18next's retry loads the chunk again.
        this.backend = null;
        args[1].outage?.report(namespace, 'missing');
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  }
}
