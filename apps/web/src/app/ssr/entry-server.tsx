import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { matchRoutes } from 'react-router';
import type { Language, RuntimeConfig } from '@wayfare/contract';
import '../../lib/zod-csp';
import { setServerCookieSource } from '../../lib/cookies';
import { setFetchTransport } from '../../lib/http/fetch-transport';
import { createQueryClient } from '../../lib/query-client';
import { setRuntimeConfigScope } from '../../lib/runtime-config';
import type { SsoServerAnswer } from '../../lib/sso-status';
import { appRoutes, routeRedirect } from '../router';
import type { RouteHandle } from '../router';
import { createServerAppRouter } from '../router-history';
import { preloadMatchedRoutes } from './lazy-routes';
import { PageRoot } from './page-root';
import { serverPageTitle } from './page-title';
import { loadStartupData } from './startup-data';
import { serialiseSsrState, SSR_STATE_ID } from './ssr-state';

export interface RenderRequest {
  /** The absolute URL of the page, without the sign-in token `a` (the server never echoes it). */
  url: string;
  /** The brand domain (spec §7: the environment setting, else the request's host). */
  domain: string;
  /** This response's runtime config (with its style nonce, also used on every inline script). */
  config: RuntimeConfig;
  /** Answers the page's API calls (`/api/...`, `/i18n/...`) for this visitor (cookies, host). */
  fetch: typeof fetch;
  /** The request's `Cookie` header: the consent choice and the sign-in cookie render as in the browser. */
  cookie?: string;
  /**
   * The request carried the partner's sign-in token `a` (taken out of `url`): a sign-in is under way, which the
   * browser finishes, so the page renders the visitor as not known yet. Otherwise the auth-token cookie decides.
   */
  signInPending?: boolean;
  /** Aborts the render when the visitor goes away. */
  signal?: AbortSignal;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** The brand's language for `<html lang>` and its page title, when the brand loaded. */
      language: string | null;
      title: string | null;
      /** The document title of the rendered HTML: the screen's main heading, then the brand's page title. */
      titleFor: (appHtml: string) => string | null;
      /** CSS variables of the brand's colours (`:root` rule), as the client puts them on `<html>`. */
      brandCss: string;
      /** The matched routes' chunks (client manifest keys): their CSS and modules go into `<head>`. */
      chunks: string[];
      /** Writes the app's HTML (for inside `#root`), then resolves. */
      pipe: (destination: Writable) => void;
      /** The data element for the client, built after the render (it holds what the render loaded). */
      stateScript: () => string;
    };

interface RequestScope {
  config: RuntimeConfig;
  fetch: typeof fetch;
  cookie: string | undefined;
}

const scope = new AsyncLocalStorage<RequestScope>();
// Module state of the web app read per request on the server: the runtime config and the API transport.
setRuntimeConfigScope(() => scope.getStore()?.config);
setServerCookieSource(() => scope.getStore()?.cookie);
setFetchTransport((input, init) => {
  const current = scope.getStore();
  if (!current) return Promise.reject(new Error('An API call outside a server render'));
  return current.fetch(input, init);
});

/** A render that takes longer than this is abandoned: the client renders the page instead. */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders one page of the app on the server (issue 16 item 3): the matched routes' modules (a route that only
 * redirects answers a redirect), the startup data (brand, flags, texts) and the route's own data loaded with the
 * screens' query options, then the real React tree streamed with `renderToPipeableStream`. It resolves once
 * everything is rendered (`onAllReady`), so the page reads without JavaScript; the document's head has been sent
 * by then.
 */
export function renderPage(request: RenderRequest): Promise<RenderResult> {
  return scope.run({ config: request.config, fetch: request.fetch, cookie: request.cookie }, () => render(request));
}

async function render(input: RenderRequest): Promise<RenderResult> {
  const url = new URL(input.url);
  const matches = matchRoutes(appRoutes, url.pathname) ?? [];
  const handles = matches.map(({ route }) => route.handle as RouteHandle | undefined);
  const redirect = routeRedirect(url);
  if (redirect !== null) return { kind: 'redirect', status: 302, location: redirect };
  const queryClient = createQueryClient();
  const signIn: SsoServerAnswer = { settled: input.signInPending !== true, origin: url.origin };
  const [startup] = await Promise.all([
    loadStartupData({ queryClient, config: input.config, domain: input.domain, url, matches, signIn }),
    // The screens render at once, as the browser hydrates them (the same modules preloaded there).
    preloadMatchedRoutes(appRoutes, url.pathname),
  ]);
  const router = createServerAppRouter(`${url.pathname}${url.search}${url.hash}`);
  const nonce = input.config.styleNonce;
  // A screen that sends the visitor elsewhere (server-redirect.tsx RedirectTo) answers an HTTP redirect.
  let redirectTo: string | null = null;
  const tree = (
    <PageRoot
      onRedirect={(to) => {
        redirectTo ??= to;
      }}
      queryClient={queryClient}
      config={input.config}
      hostname={input.domain}
      router={router}
      signIn={signIn}
    />
  );
  const chunks = handles.flatMap((handle) => (handle?.chunk ? [handle.chunk, ...(handle.loadsWith ?? [])] : []));
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      ...(nonce ? { nonce } : {}),
      // Everything is ready before the first byte (onAllReady): no Suspense boundary may be written out of place.
      // By default React moves a boundary over 12.8 KB (a results list) to a hidden element at the end of the page,
      // swapped in by an inline script: without JavaScript the results stayed hidden, and with it the page first
      // painted the fallback (a layout shift of 0.3 on the flight results).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        if (redirectTo !== null) {
          stream.abort();
          resolve({ kind: 'redirect', status: 302, location: redirectTo });
          return;
        }
        resolve({
          kind: 'page',
          language: startup.brand?.language ?? null,
          title: startup.brand?.brand.pageTitle ?? null,
          titleFor: (appHtml) => {
            const pageTitle = startup.brand?.brand.pageTitle;
            return pageTitle ? serverPageTitle(appHtml, pageTitle) : null;
          },
          brandCss: startup.brandCss,
          chunks: [...new Set(chunks)],
          pipe: (destination) => stream.pipe(destination),
          stateScript: () => stateScript(queryClient, startup.i18n, nonce, signIn),
        });
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        console.error('[ssr]', error);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('Server render timed out')), RENDER_TIMEOUT_MS);
  });
}

function stateScript(
  queryClient: QueryClient,
  i18n: I18n | null,
  nonce: string | undefined,
  signIn: SsoServerAnswer,
): string {
  const queries = dehydrate(queryClient, {
    // The i18next instance is not data: its texts travel as `i18n` below.
    shouldDehydrateQuery: (query) => query.queryKey[0] !== 'brand-setup' && query.state.status === 'success',
  });
  const language = i18n?.language;
  const state = serialiseSsrState({
    queries,
    i18n: i18n && language ? { language: language as Language, resources: i18n.store.data } : null,
    signIn,
  });
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return `<script id="${SSR_STATE_ID}" type="application/json"${nonceAttribute}>${state}</script>`;
}
