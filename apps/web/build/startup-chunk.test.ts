import { describe, expect, it } from 'vitest';
import { startupModules } from './startup-chunk';
import type { SplitChunk } from './startup-chunk';

const ROOT_LAYOUT = '/app/src/app/routes/root-layout.tsx';
const isVendor = (id: string) => id.includes('/node_modules/react-dom/');

function chunk(fileName: string, parts: Partial<SplitChunk>): SplitChunk {
  return { fileName, moduleIds: [], imports: [], dynamicImports: [], isEntry: false, facadeModuleId: null, ...parts };
}

/** A chunk that starts with a module (the entry, a dynamic import) and holds only that module. */
function startedBy(fileName: string, moduleId: string, parts: Partial<SplitChunk> = {}): SplitChunk {
  return chunk(fileName, { facadeModuleId: moduleId, moduleIds: [moduleId], ...parts });
}

// A split like Rolldown's: the entry hydrates or boots, the root layout and two routes are lazy.
const split: SplitChunk[] = [
  startedBy('index.js', '/app/src/app/main.tsx', {
    isEntry: true,
    imports: ['ssr-state.js'],
    dynamicImports: ['hydrate-client.js', 'startup-boot.js'],
  }),
  chunk('ssr-state.js', { moduleIds: ['/app/src/app/ssr/ssr-state.ts'] }),
  startedBy('hydrate-client.js', '/app/src/app/ssr/hydrate-client.tsx', { imports: ['app.js', 'react-vendor.js'] }),
  startedBy('startup-boot.js', '/app/src/app/startup-boot.tsx', { imports: ['app.js', 'boot-only.js'] }),
  chunk('boot-only.js', { moduleIds: ['/app/src/app/startup-loading.tsx'] }),
  chunk('app.js', { moduleIds: ['/app/src/app/app.tsx', '/app/node_modules/i18next/dist/esm/i18next.js'] }),
  chunk('react-vendor.js', { moduleIds: ['/app/node_modules/react-dom/cjs/client.js'] }),
  startedBy('root-layout.js', ROOT_LAYOUT, { imports: ['page-frame.js'] }),
  chunk('page-frame.js', { moduleIds: ['/app/src/app/routes/page-frame.tsx'] }),
  startedBy('landing-route.js', '/app/src/app/routes/landing-route.tsx', { imports: ['button.js', 'app.js'] }),
  chunk('button.js', { moduleIds: ['/app/node_modules/react-aria/dist/usePress.mjs'] }),
  startedBy('checkout-route.js', '/app/src/app/routes/checkout-route.tsx', { imports: ['button.js', 'schemas.js'] }),
  chunk('schemas.js', { moduleIds: ['/app/node_modules/zod/v4/core/schemas.js'] }),
];

describe('startupModules', () => {
  const modules = startupModules(split, ROOT_LAYOUT, isVendor);

  it('takes the modules of the shared chunks the entry, both start-up paths and the root layout load', () => {
    expect([...modules].sort()).toEqual([
      '/app/node_modules/i18next/dist/esm/i18next.js',
      '/app/src/app/app.tsx',
      '/app/src/app/routes/page-frame.tsx',
      '/app/src/app/ssr/ssr-state.ts',
      '/app/src/app/startup-loading.tsx',
    ]);
  });

  it('leaves the chunks that start with a module whole, so their file names and manifest keys stay', () => {
    for (const root of ['/app/src/app/main.tsx', '/app/src/app/ssr/hydrate-client.tsx', ROOT_LAYOUT]) {
      expect(modules.has(root)).toBe(false);
    }
  });

  it('keeps the vendor chunk apart and nothing only a route loads (the kit button, the schemas)', () => {
    expect(modules.has('/app/node_modules/react-dom/cjs/client.js')).toBe(false);
    expect(modules.has('/app/node_modules/react-aria/dist/usePress.mjs')).toBe(false);
    expect(modules.has('/app/node_modules/zod/v4/core/schemas.js')).toBe(false);
  });
});
