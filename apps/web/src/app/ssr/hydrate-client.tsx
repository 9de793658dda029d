import '../../lib/zod-csp';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { initI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { readInlineRuntimeConfig, setRuntimeConfig } from '../../lib/runtime-config';
import { appRoutes, createAppRouter } from '../router';
import { brandSetupQueryKey } from '../use-brand-setup';
import { resolveLazyRoutes } from './lazy-routes';
import { PageRoot } from './page-root';
import { routerHydrationData } from './ssr-state';
import type { SsrState } from './ssr-state';

/**
 * Takes over a page the server rendered (./entry-server.tsx): the server's queries and texts go into the
 * client's cache, the matched routes' modules load, then React hydrates the same tree over the HTML, and
 * the browser router continues from the server's router state (its hydration data, nonce'd inline script).
 */
export async function hydrateServerPage(container: HTMLElement, state: SsrState): Promise<void> {
  const config = readInlineRuntimeConfig();
  if (!config) throw new Error('A server-rendered page without its runtime configuration');
  setRuntimeConfig(config);
  const queryClient = createQueryClient();
  hydrateQueries(queryClient, state.queries);
  const texts = state.i18n;
  const [i18n] = await Promise.all([
    texts
      ? initI18n({
          translationsUrl: config.translationsUrl,
          translationsKey: config.translationsKey,
          language: texts.language,
          namespaces: Object.keys(texts.resources[texts.language] ?? {}),
          resources: texts.resources,
        })
      : null,
    resolveLazyRoutes(appRoutes, window.location.pathname),
  ]);
  if (i18n && texts) queryClient.setQueryData(brandSetupQueryKey(texts.language, config.translationsUrl), i18n);
  const router = createAppRouter({ hydrationData: routerHydrationData(state.router) });
  // The routes' Suspense boundary (app.tsx) holds the screen: React hydrates it after the shell at idle priority, in
  // slices of a few milliseconds. The shell (App, the providers) would hydrate in one blocking task at the default
  // hydration priority (38-46 ms under a 4x CPU slowdown, measured on the stays results); in a transition it is
  // sliced too (issue 16 TBT).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <PageRoot
          queryClient={queryClient}
          config={config}
          router={router}
          // `data-hydrated` on #root: the e2e specs wait for it before they click.
          onHydrated={() => {
            container.dataset['hydrated'] = '';
          }}
        />
      </StrictMode>,
    );
  });
}
