import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import type { Alias, Plugin, Rolldown, UserConfig } from 'vite';
import { startupSplit } from './build/startup-split.ts';
import { SUPPORTED_LANGUAGES } from './src/lib/languages';
import { reactAriaIsSsrSettle } from './vite-plugins/react-aria-is-ssr-settle.ts';
import { reactAriaSlotUpdates } from './vite-plugins/react-aria-slot-updates.ts';
import { reactAriaStableSsrId } from './vite-plugins/react-aria-stable-ssr-id.ts';

const API_ORIGIN = 'http://localhost:8080';
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/]/;

/** Everything the API serves in production goes through the dev server to the API (design.md, runtime config). */
const proxied = ['/api', '/i18n', '/config.json', '/brand-assets'];

const GLOBAL_FETCH = '\0wayfare-global-fetch';

/**
 * i18next-http-backend imports the cross-fetch ponyfill for runtimes without fetch or XHR; every browser we
 * support has fetch, so the import resolves to the global one instead of shipping a dead chunk.
 */
function globalFetchForCrossFetch(): Plugin {
  return {
    name: 'wayfare-global-fetch',
    enforce: 'pre',
    resolveId: (source) => (source === 'cross-fetch' ? GLOBAL_FETCH : null),
    load: (id) => (id === GLOBAL_FETCH ? 'export default globalThis.fetch;' : null),
  };
}

/**
 * React Router's package.json exports only its development build: the same code with its dev warnings switched on
 * (ENABLE_DEV_WARNINGS). A build resolves `react-router` to the production files instead (0.7 KB less gzip JS
 * before the landing is usable, issue 16); both builds, so the server renders what the browser hydrates. The dev
 * server and the tests keep the warnings.
 */
function reactRouterProduction(): Alias[] {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'production/dom-export.mjs') },
  ];
}

/**
 * Vite lists, for every dynamic import, each chunk (and CSS file) to preload with it, in one file-name table at the
 * top of the importing chunk (`__vite__mapDeps`). The chunks the importing chunk itself imports statically have
 * already loaded when its code runs: naming them again only costs bytes in the first screen's chunks (the app
 * chunk names every route's dependencies). The plugin hands resolveDependencies the finished bundle to drop them.
 */
function preloadsBesidesLoaded(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Rolldown.OutputBundle | undefined;
  const loadedWith = new Map<string, Set<string>>();
  const staticClosure = (file: string, seen = new Set<string>()) => {
    const chunk = bundle?.[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return seen;
    seen.add(file);
    for (const imported of chunk.imports) staticClosure(imported, seen);
    return seen;
  };
  return {
    plugin: {
      name: 'wayfare-preloads-besides-loaded',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loadedWith.clear();
        },
      },
    },
    // The HTML's own preload links (hostType 'html') name no chunk of the bundle: nothing is dropped there.
    resolveDependencies: (_file, deps, { hostId }) => {
      if (!bundle) return deps;
      if (!loadedWith.has(hostId)) loadedWith.set(hostId, staticClosure(hostId));
      const loaded = loadedWith.get(hostId)!;
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}

const REACT_VENDOR = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/** React and the router change rarely: one cache-stable vendor chunk. Then the startup's modules, if known. */
function chunkGroups(startup: Set<string> | null): Rolldown.CodeSplittingGroup[] {
  const vendor: Rolldown.CodeSplittingGroup = { name: 'react-vendor', test: REACT_VENDOR };
  if (!startup) return [vendor];
  // What every page loads at startup, in one chunk (build/startup-chunk.ts). Its modules' imports are in it or in
  // the vendor chunk already: nothing else may be pulled in with them.
  return [vendor, { name: 'startup', test: (id) => startup.has(id), includeDependenciesRecursively: false }];
}

export default defineConfig(async ({ command, isSsrBuild, mode }): Promise<UserConfig> => {
  const preloads = preloadsBesidesLoaded();
  // The browser build splits twice: Rolldown's own split says which modules every page loads at startup (build/).
  const startup =
    command === 'build' && !isSsrBuild ? await startupSplit(import.meta.filename, mode, REACT_VENDOR) : null;
  return {
    resolve: { alias: command === 'build' ? reactRouterProduction() : [] },
    plugins: [
      globalFetchForCrossFetch(),
      preloads.plugin,
      // React Aria ships its own texts ("Previous month", "Clear") in 34 locales inside every component chunk: the
      // browser build keeps only the languages the app speaks (all their regions, so fr-CH still finds French). The
      // landing's React Aria chunks carried 34 copies; the server build keeps them all (the plugin skips SSR).
      optimizeLocales.vite({ locales: [...SUPPORTED_LANGUAGES] }),
      // React Aria's ids without its useIsSSR subscription: a sync re-render of every id holder after hydration.
      reactAriaStableSsrId(),
      // React Aria's slot ids settle after mount in a transition: their layout-effect update made the hydration
      // commit flush every passive effect and the synchronous passes after it in one task.
      reactAriaSlotUpdates(),
      // React Aria's useIsSSR turns false in a task of its own once the page has hydrated, not synchronously in the
      // hydration's passive-effect task (the results' sort Select and summary Sheet).
      reactAriaIsSsrSettle(),
      react(),
    ],
    // The server renderer (src/app/ssr/entry-server.tsx, `vite build --ssr`) is one self-contained module graph:
    // the kit's ESM-only files cannot be loaded by Node from node_modules as they are.
    ssr: { noExternal: true },
    server: {
      port: 5173,
      strictPort: true,
      proxy: Object.fromEntries(proxied.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
    },
    preview: { port: 5173 },
    build: {
      // The API reads dist/.vite/manifest.json to link a rendered route's CSS and modules (client build only).
      manifest: !isSsrBuild,
      copyPublicDir: !isSsrBuild,
      target: 'es2022',
      // Every browser of the es2022 target supports modulepreload: the polyfill only costs startup time.
      modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
      sourcemap: false,
      rolldownOptions: {
        treeshake: {
          // The contract's modules only define schemas and endpoint objects: without this, every endpoint of every
          // service (zod calls look like side effects) lands in the entry chunk instead of the screen that uses it.
          moduleSideEffects: (id) => (CONTRACT_SOURCE.test(id) ? false : undefined),
        },
        output: isSsrBuild
          ? // The server renderer is one file: the API loads a rebuilt one next to the old one (new name, no
            // chunk of one build importing the other's).
            { inlineDynamicImports: true }
          : {
              codeSplitting: {
                groups: chunkGroups(startup),
              },
            },
      },
    },
  };
});
