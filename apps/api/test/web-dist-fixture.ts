import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { RUNTIME_CONFIG_MARKER } from '@wayfare/contract';

export const FIXTURE_INDEX = `<!doctype html><html><head>${RUNTIME_CONFIG_MARKER}<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;

/**
 * A minimal built web app in a temporary folder (index.html with the runtime-config marker, one hashed asset,
 * robots.txt, and any other `files` by path): API tests of the SPA fallback never depend on `apps/web/dist`,
 * which CI builds beside them.
 */
export async function makeWebDist(
  options: { index?: string; files?: Record<string, string> } = {},
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'wayfare-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), options.index ?? FIXTURE_INDEX);
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log("app");');
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
  for (const [path, text] of Object.entries(options.files ?? {})) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A client build as Vite writes it, for the server-rendered head (apps/api src/ssr/head-assets.ts): index.html
 * with the entry's module script and stylesheet, the manifest with the landing's route chunks (the keys
 * apps/web src/app/router.tsx names), their CSS files and a shared chunk's.
 */
export const SSR_BUILD = {
  index: `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Wayfare</title>
    ${RUNTIME_CONFIG_MARKER}
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`,
  files: {
    '.vite/manifest.json': JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, css: ['assets/index-abc123.css'] },
      'src/app/routes/root-layout.tsx': {
        file: 'assets/root-layout-r1.js',
        imports: ['_button.js'],
        css: ['assets/root-layout-r1.css'],
      },
      '_button.js': { file: 'assets/button-b1.js', css: ['assets/button-b1.css'] },
      'src/app/routes/landing-route.tsx': {
        file: 'assets/landing-route-l1.js',
        imports: ['_button.js'],
        css: ['assets/landing-route-l1.css'],
      },
    }),
    'assets/index-abc123.css': '.entry-css{margin:0}',
    'assets/root-layout-r1.css': '.root-layout-css{display:grid}',
    'assets/button-b1.css': '.button-css{border-radius:8px}',
    'assets/landing-route-l1.css': '.landing-css{color:red}',
  },
};
