import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { isPagePath } from '@wayfare/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/api-error';
import { pageCsp } from '../../lib/csp';
import { buildRuntimeConfig, injectRuntimeConfig } from '../../lib/runtime-config';
import { INTL_WARM_PATH, INTL_WARM_SCRIPT } from '../../ssr/intl-warm';
import { renderServerPage } from '../../ssr/render-server-page';
import { serverRendererSource } from '../../ssr/server-renderer';
import type { ViteManifest } from '../../ssr/ssr-page';
import { stylesheetSource } from '../../ssr/stylesheet-source';
import { injectSsoTokenScript } from './web-app-sso-script';

/** Paths the SPA fallback never answers: they belong to the API. */
const API_PREFIXES = ['/api/', '/i18n/', '/brand-assets/'];
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

const NOT_BUILT_MESSAGE = (dir: string) =>
  `Wayfare web app is not built.\n\nNo index.html in ${dir}.\nRun \`npm run build\` at the repository root, then reload.\n`;

/**
 * Serves the built SPA (WEB_DIST_DIR): hashed `/assets/*` for a year, other files as they are, and
 * index.html for every other GET with the runtime config and a per-response style nonce injected
 * (design.md: one build serves every brand).
 */
export const webApp = fp(
  async (app) => {
    const distDir = app.config.webDistDir;
    const connectUrls = Object.values(app.config.public);
    let cached: { mtimeMs: number; html: string } | null = null;
    let cachedManifest: { mtimeMs: number; manifest: ViteManifest } | null = null;

    /** The build's Vite manifest (a rendered route's CSS and modules), re-read after a rebuild; {} when missing. */
    async function viteManifest(): Promise<ViteManifest> {
      const file = join(distDir, '.vite', 'manifest.json');
      try {
        const info = await stat(file);
        if (!cachedManifest || cachedManifest.mtimeMs !== info.mtimeMs) {
          cachedManifest = {
            mtimeMs: info.mtimeMs,
            manifest: JSON.parse(await readFile(file, 'utf8')) as ViteManifest,
          };
        }
        return cachedManifest.manifest;
      } catch {
        return {};
      }
    }

    /** index.html, re-read when the file changes (a rebuild does not need a restart). */
    async function indexHtml(): Promise<string | null> {
      try {
        const info = await stat(join(distDir, 'index.html'));
        if (!cached || cached.mtimeMs !== info.mtimeMs) {
          cached = { mtimeMs: info.mtimeMs, html: await readFile(join(distDir, 'index.html'), 'utf8') };
        }
        return cached.html;
      } catch {
        return null;
      }
    }

    /** spec §7: the brand domain comes from the environment setting, else the host (as the web app resolves it). */
    function brandDomainOf(request: FastifyRequest): string {
      return app.config.public.brandDomain ?? request.hostname;
    }

    /** Script origins the page of this host's brand may load (footer script, tag manager). */
    async function brandScriptUrls(domain: string): Promise<(string | undefined)[]> {
      const brand = await app.brandConfigCache.get(domain);
      if (!brand) return [];
      const urls = [brand.attributes.footer.footerScriptUrl];
      if (await app.featureToggleRepository.isEnabled(domain, 'travel.tracking.lmn_tealium')) {
        urls.push(app.config.public.tagManagerBaseUrl);
      }
      return urls;
    }

    /** The build's CSS files a server-rendered page inlines, read once per manifest (per build). */
    const stylesheets = stylesheetSource(distDir);

    /** The server renderer, loaded at the first page (it holds the whole app): null without an SSR build. */
    const serverRenderer = serverRendererSource(app.config.webSsrEntry, (error) =>
      app.log.error({ err: error }, 'the server renderer failed to load: pages render in the browser'),
    );

    /**
     * A page: rendered on the server with the real app (issue 16 item 3, ../../ssr/render-server-page.ts),
     * or, without a server build or when the render fails, index.html for the browser to render (as from a
     * static host). Either way with the runtime config, the sign-in token script first and a fresh nonce.
     */
    async function sendPage(request: FastifyRequest, reply: FastifyReply, status = 200) {
      const html = await indexHtml();
      if (html === null) {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .type('text/plain; charset=utf-8')
          .send(NOT_BUILT_MESSAGE(distDir));
      }
      const nonce = randomBytes(16).toString('base64');
      const domain = brandDomainOf(request);
      const runtimeConfig = buildRuntimeConfig(app.config, nonce);
      const headers = async () => ({
        // private: a server-rendered page is the visitor's own (their consent choice, their member corner, prices).
        'cache-control': 'private, no-cache',
        'content-security-policy': pageCsp({ nonce, scriptUrls: await brandScriptUrls(domain), connectUrls }),
      });
      // A framed page is the brand studio's live preview (issue 20; only our own pages may frame the app): it
      // shows a draft brand the host name does not tell, so the browser renders it rather than the server.
      // `X-Wayfare-Render: client` asks for the static-host page (client rendering), for e2e specs that
      // fake the browser's own API answers (a failing brand or flags call) and for debugging.
      const clientOnly =
        request.headers['x-wayfare-render'] === 'client' || request.headers['sec-fetch-dest'] === 'iframe';
      const ssr = clientOnly ? null : await serverRenderer();
      if (ssr) {
        try {
          const rendered = await renderServerPage({
            app,
            request,
            renderer: ssr,
            html,
            manifest: await viteManifest(),
            stylesheets,
            domain,
            runtimeConfig,
            nonce,
          });
          if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
          if (rendered) {
            return reply
              .code(status)
              .headers(await headers())
              .type('text/html; charset=utf-8')
              .send(rendered.body);
          }
        } catch (error) {
          request.log.error({ err: error }, 'server render failed: the page renders in the browser');
        }
      }
      const page = injectSsoTokenScript(injectRuntimeConfig(html, runtimeConfig), nonce);
      return reply
        .code(status)
        .headers(await headers())
        .type('text/html; charset=utf-8')
        .send(page);
    }

    /** A real file of the build (favicon, robots.txt...) inside the dist folder, or null. */
    async function distFile(path: string): Promise<string | null> {
      let relative: string;
      try {
        relative = normalize(decodeURIComponent(path)).replace(/^[/\\]+/, '');
      } catch {
        return null;
      }
      if (relative === 'index.html' || relative.split(sep).includes('..')) return null;
      try {
        return (await stat(join(distDir, relative))).isFile() ? relative : null;
      } catch {
        return null;
      }
    }

    /** A browser navigation (a tab or a link), not a subresource: only it may receive the page. */
    const wantsDocument = (request: FastifyRequest) =>
      request.headers['sec-fetch-dest'] === 'document' || /\btext\/html\b/.test(request.headers.accept ?? '');

    app.get('/assets/*', async (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      return reply.sendFile(file, join(distDir, 'assets'), { maxAge: ONE_YEAR_MS, immutable: true });
    });

    // The worker a server-rendered page starts to ready the browser's Intl data (../../ssr/intl-warm.ts).
    app.get(INTL_WARM_PATH, async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .type('text/javascript; charset=utf-8')
        .send(INTL_WARM_SCRIPT),
    );

    app.get('/*', async (request, reply) => {
      const path = request.url.split('?')[0]!;
      if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) throw notFound(`No route for GET ${path}`);
      if (extname(path) && path !== '/index.html') {
        const file = await distFile(path);
        if (file) return reply.sendFile(file, distDir, { maxAge: 3600 * 1000 });
        // A missing file is a 404, never the page for an <img> or <script>; a browser tab gets the branded page.
        if (!wantsDocument(request)) throw notFound(`No file ${path}`);
      }
      // Issue 15: an unknown page renders the app's branded not-found screen, with a real 404 status.
      return sendPage(request, reply, isPagePath(path) || path === '/index.html' ? 200 : 404);
    });
  },
  { name: 'web-app', dependencies: ['brand-assets', 'brand-config-cache'] },
);
