import { PassThrough, Writable } from 'node:stream';
import type { RuntimeConfig } from '@wayfare/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { injectRuntimeConfig } from '../lib/runtime-config';
import { injectSsoTokenScript } from '../plugins/app/web-app-sso-script';
import { earlyPressScript } from './early-press-script';
import { inlineStylesheets, moduleLoaderScript, stylesheetHrefs, takeModules, withPressableStyle } from './head-assets';
import { injectFetch } from './inject-fetch';
import { INTL_WARM_PATH } from './intl-warm';
import type { ServerRenderer } from './server-renderer';
import { imagePreloads, pageStart, routeAssetTags, splitTemplate } from './ssr-page';
import type { ViteManifest } from './ssr-page';
import type { StylesheetReader } from './stylesheet-source';

export interface ServerPageInput {
  app: FastifyInstance;
  request: FastifyRequest;
  renderer: ServerRenderer;
  /** The client build's index.html (the document around the app). */
  html: string;
  manifest: ViteManifest;
  /** The build's CSS files by href, read once per build (stylesheet-source.ts). */
  stylesheets: StylesheetReader;
  domain: string;
  runtimeConfig: RuntimeConfig;
  nonce: string;
}

/**
 * The page's URL for the render, without the partner's sign-in token `a` (design.md security: the server
 * never writes it into a page; the first inline script takes it out of the address bar), and whether it had one
 * (even empty): a sign-in is then under way, which the browser finishes.
 */
export function pageRequestUrl(request: FastifyRequest): { url: string; signInPending: boolean } {
  // The path is appended, never resolved against the origin: `//evil.example/x` is a path of this site, not
  // another host (the page writes its origin into the sign-in link the partner sends the member's token back to).
  const path = request.url.startsWith('/') ? request.url : '/';
  const url = new URL(`${request.protocol}://${request.host || 'localhost'}${path}`);
  const signInPending = url.searchParams.has('a');
  // Only when there: deleting re-encodes the whole query (`%20` becomes `+`), and the page's links back to itself
  // (the sign-in return URL) must read as the browser's address bar does.
  if (signInPending) url.searchParams.delete('a');
  return { url: url.href, signInPending };
}

/**
 * One server-rendered page (issue 16 item 3): the web app renders the route with its data (apps/web
 * src/app/ssr/entry-server.tsx), and the document streams out as index.html's head (the sign-in token script
 * still first, the runtime config, the route's CSS inline), React's HTML inside `#root`, the data the client
 * hydrates from (nonce'd), the script that starts the app's modules after the first frame (head-assets.ts), then
 * the rest of index.html. Null when index.html has no empty `#root`.
 */
export async function renderServerPage(
  input: ServerPageInput,
): Promise<{ kind: 'redirect'; status: number; location: string } | { kind: 'page'; body: PassThrough } | null> {
  const template = splitTemplate(input.html);
  if (!template) return null;
  const abort = new AbortController();
  const result = await input.renderer.renderPage({
    ...pageRequestUrl(input.request),
    domain: input.domain,
    config: input.runtimeConfig,
    fetch: injectFetch(input.app, input.request),
    ...(input.request.headers.cookie ? { cookie: input.request.headers.cookie } : {}),
    signal: abort.signal,
  });
  if (result.kind === 'redirect') return result;
  const routeAssets = routeAssetTags(input.manifest, result.chunks);
  // index.html's own stylesheet (the entry's) and the route's, read before the render's HTML arrives.
  const styles = await input.stylesheets(input.manifest, stylesheetHrefs(`${template.start}\n${routeAssets}`));
  const documentStart = injectSsoTokenScript(injectRuntimeConfig(template.start, input.runtimeConfig), input.nonce);
  const page = (appHtml: string) => {
    const { html, modules } = takeModules(
      pageStart(documentStart, {
        language: result.language,
        title: result.titleFor?.(appHtml) ?? result.title,
        nonce: input.nonce,
        brandCss: result.brandCss,
        // The presses held until hydration first, so a press during the page's load is never lost; the first
        // images before the route's CSS and modules, so the LCP image is not requested last.
        assets: [earlyPressScript(input.nonce), imagePreloads(appHtml), routeAssets].filter(Boolean).join('\n    '),
      }),
    );
    // The CSS inline and the modules started after the first frame: the page paints from its HTML alone.
    return {
      head: inlineStylesheets(withPressableStyle(html, input.nonce), styles, input.nonce),
      loader: moduleLoaderScript(modules, input.nonce, INTL_WARM_PATH),
    };
  };
  const body = new PassThrough();
  body.on('close', () => abort.abort());
  // The render is complete (onAllReady) before React writes anything, so the head can wait for its HTML (the
  // image preloads it holds) without delaying the first byte; React ends the destination it pipes into, and the
  // whole document goes out in this writable's final().
  const parts: Buffer[] = [];
  const app = new Writable({
    write(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      done();
    },
    final(done) {
      const appHtml = Buffer.concat(parts).toString('utf8');
      const { head, loader } = page(appHtml);
      body.write(head);
      body.write(appHtml);
      // The loader after the page's data: the entry it starts reads that element.
      const tail = [result.stateScript(), loader].filter(Boolean).join('\n    ');
      body.end(template.end.replace('</div>', () => `</div>\n    ${tail}`));
      done();
    },
  });
  result.pipe(app);
  return { kind: 'page', body };
}
