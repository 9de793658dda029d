import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { isPagePath } from '@wayfare/contract';
import type { Language } from '@wayfare/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../../lib/api-error';
import { takeAntdStylesHint } from '../../lib/antd-styles-hint';
import { pageCsp } from '../../lib/csp';
import {
  deferredHints,
  heroImageLink,
  injectBeforeHeadEnd,
  injectBeforeRuntimeConfig,
  routeChunkLinks,
  translationLinks,
} from '../../lib/page-hints';
import type { ViteManifest } from '../../lib/page-hints';
import { buildRuntimeConfig, injectRuntimeConfig } from '../../lib/runtime-config';
import { loadTranslations } from '../../seed/translations';
import { isResultsShellPath, resultsShell } from './web-app-results-shell';
import { SHELL_MARKER, injectShell, landingShell } from './web-app-shell';
import { injectSsoTokenScript } from './web-app-sso-script';
import { consentShellFor } from './web-app-shell-consent';

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
    // The search screens' shell shows the screen title in the brand language (layout namespace, spec §7 i18n).
    const translations = await loadTranslations(join(app.config.seedDir, 'translations'));

    /** The build's Vite manifest (for route chunk preloads), re-read after a rebuild; empty when missing. */
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
      const shell = await shellFor(request, domain, nonce);
      const hinted = await withBrandHints(html, request, domain, runtimeConfig, shell !== null);
      const page = injectSsoTokenScript(
        injectRuntimeConfig(shell ? injectShell(hinted, shell) : hinted, runtimeConfig),
        nonce,
      );
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .header('content-security-policy', pageCsp({ nonce, scriptUrls: await brandScriptUrls(domain), connectUrls }))
        .type('text/html; charset=utf-8')
        .send(page);
    }

    /**
     * design.md quality bars: preload hints for what the first screen asks for once the brand is known
     * (translations, hero image, route chunks), so the first paint waits for a shorter request chain. Only
     * when the brand is served here (no external welfare service); an unknown brand gets no hints. Behind the
     * shell, only the hero starts with the page; the rest waits in a template for the shell's paint.
     */
    async function withBrandHints(
      html: string,
      request: FastifyRequest,
      domain: string,
      runtimeConfig: ReturnType<typeof buildRuntimeConfig>,
      behindShell: boolean,
    ): Promise<string> {
      if (app.config.public.welfareApiUrl) return html;
      const brand = await app.brandConfigCache.get(domain);
      if (!brand) return html;
      const path = request.url.split('?')[0]!;
      const hero = heroImageLink({ path, heroImage: brand.attributes.landingContent.heroBackgroundImage });
      const translations = translationLinks({ path, language: brand.attributes.language, runtimeConfig });
      const chunks = routeChunkLinks(await viteManifest(), path);
      if (behindShell) {
        const { html: page, hint: antdStyles } = takeAntdStylesHint(html);
        const later = [antdStyles, translations, chunks].filter(Boolean).join('\n    ');
        return injectBeforeHeadEnd(injectBeforeRuntimeConfig(page, hero), deferredHints(later));
      }
      const early = injectBeforeRuntimeConfig(html, [hero, translations].filter(Boolean).join('\n    '));
      return injectBeforeHeadEnd(early, chunks);
    }

    /** The title of a search screen (`layout` namespace `screens.<product>`) in the brand language, or ''. */
    function screenTitle(language: Language, product: string): string {
      const layout = translations.get('layout')?.get(language);
      const screens = layout?.['screens'];
      const title = typeof screens === 'object' ? screens[product] : undefined;
      return typeof title === 'string' ? title : '';
    }

    /**
     * design.md quality bars: the first screen painted by the server, so the first paint does not wait for the
     * JS: the landing's header and hero (web-app-shell.ts) on `/`, the header, title and result placeholders
     * (web-app-results-shell.ts) on the search screens. Only for a brand served here, and only into a build
     * with the marker.
     */
    async function shellFor(request: FastifyRequest, domain: string, nonce: string): Promise<string | null> {
      const path = request.url.split('?')[0]!;
      if (app.config.public.welfareApiUrl || (path !== '/' && !isResultsShellPath(path))) return null;
      const html = await indexHtml();
      if (!html?.includes(SHELL_MARKER)) return null;
      const brand = await app.brandConfigCache.get(domain);
      if (!brand) return null;
      // The cookie banner is part of the first screen too (spec §2): painted with the shell, not after the app.
      const consent = consentShellFor({
        attributes: brand.attributes,
        cookieHeader: request.headers.cookie,
        consentTree: (language) => translations.get('consent')?.get(language),
        nonce,
      });
      if (path === '/') return landingShell(brand.attributes, nonce, consent);
      return resultsShell(brand.attributes, nonce, screenTitle(brand.attributes.language, path.slice(1)), consent);
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
