import '../../lib/zod-csp';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hasPendingSignIn } from '../../features/sso/model/early-token';
import { initI18n } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { readInlineRuntimeConfig, setRuntimeConfig } from '../../lib/runtime-config';
import { readSsoServerAnswer, settleSso } from '../../lib/sso-status';
import { setHydratingServerHtml } from '../../lib/use-progressive-list-hydration';
import { appRoutes } from '../router';
import { brandSetupQueryKey } from '../use-brand-setup';
import { preloadMatchedRoutes } from './lazy-routes';
import { nextTask } from './next-task';
import { PageRoot } from './page-root';
import type { SsrState } from './ssr-state';

/** The user-timing mark set once the server page is hydrated (interactive). */
export const HYDRATED_MARK = 'wayfare:hydrated';

/**
 * Takes over a page the server rendered (./entry-server.tsx): the server's queries and texts go into the
 * client's cache, the matched routes' modules load (the screens then render without suspending), then React
 * hydrates the same tree over the HTML.
 */
export async function hydrateServerPage(container: HTMLElement, state: SsrState): Promise<void> {
  const config = readInlineRuntimeConfig();
  if (!config) throw new Error('A server-rendered page without its runtime configuration');
  setRuntimeConfig(config);
  // The start-up in tasks of their own (issue 16 TBT): the entry's evaluation, the server's queries, the texts
  // and the screen's modules, then hydration. Together they were one or two tasks of 70-100 ms under a
  // 4x CPU slowdown, each counted as blocking beyond 50 ms.
  await nextTask();
  const queryClient = createQueryClient();
  hydrateQueries(queryClient, state.queries);
  const texts = state.i18n;
  const [i18n] = await Promise.all([
    // The texts a task after the screen's modules were asked for (their evaluation is a task of its own anyway).
    nextTask().then(() =>
      texts
        ? initI18n({
            translationsUrl: config.translationsUrl,
            translationsKey: config.translationsKey,
            language: texts.language,
            namespaces: Object.keys(texts.resources[texts.language] ?? {}),
            resources: texts.resources,
          })
        : null,
    ),
    preloadMatchedRoutes(appRoutes, window.location.pathname),
  ]);
  if (i18n && texts) queryClient.setQueryData(brandSetupQueryKey(texts.language, config.translationsUrl), i18n);
  await nextTask();
  // The routes' Suspense boundary (app.tsx) holds the screen: React hydrates it after the shell at idle priority, in
  // slices of a few milliseconds. The shell (App, the providers) would hydrate in one blocking task at the default
  // hydration priority (38-46 ms under a 4x CPU slowdown, measured on the stays results); in a transition it is
  // sliced too (issue 16 TBT).
  // The server rendered the account corner as settled (no `a` in its request): with no token waiting here either,
  // nothing will change it, so it is settled before hydration and the stores agree with the server's HTML (a
  // differing store re-rendered its holders synchronously right after the hydration commit).
  const signIn = readSsoServerAnswer(state.signIn);
  if (signIn?.settled && !hasPendingSignIn(window.location.href)) settleSso();
  setHydratingServerHtml(true);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <PageRoot
          queryClient={queryClient}
          config={config}
          signIn={signIn}
          // `data-hydrated` on #root: the e2e specs wait for it before they click.
          onHydrated={() => {
            setHydratingServerHtml(false);
            container.dataset['hydrated'] = '';
            // The moment the page answers: bench/lighthouse.mjs counts the JS requested before it.
            performance.mark(HYDRATED_MARK);
          }}
        />
      </StrictMode>,
    );
  });
}
