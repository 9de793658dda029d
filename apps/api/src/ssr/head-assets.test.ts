import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  MODULES_PER_TASK,
  PRESSABLE_CSS,
  PRESSABLE_STYLE_ID,
  inlineStylesheets,
  moduleLoaderScript,
  stylesheetHrefs,
  takeModules,
  withPressableStyle,
} from './head-assets';
import type { PageModule } from './head-assets';

const HEAD = [
  '<head>',
  '    <script nonce="n1">window.x = 1;</script>',
  '    <script id="runtime-config" type="application/json">{"a":1}</script>',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">',
  '    <link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>',
  '    <link rel="stylesheet" href="/assets/app-2.css" />',
  '    <link rel="modulepreload" crossorigin href="/assets/app-2.js" />',
  '    <link rel="modulepreload" href="/assets/vendor-3.js" />',
  '  </head>',
].join('\n');

describe('stylesheetHrefs', () => {
  it('lists the stylesheet links in order, each once, whatever the attribute order', () => {
    const html = `${HEAD}<link href="/assets/app-2.css" rel="stylesheet"><link rel="stylesheet" href="/x.css" disabled>`;
    expect(stylesheetHrefs(html)).toEqual(['/assets/index-1.css', '/assets/app-2.css']);
  });
});

describe('inlineStylesheets', () => {
  const styles = new Map([
    ['/assets/index-1.css', 'body{margin:0}'],
    ['/assets/app-2.css', '.a{content:"</style><script>"}'],
  ]);

  it("puts each file's CSS in a nonce'd style where its link was, with a disabled link as the marker", () => {
    const html = inlineStylesheets(HEAD, styles, 'n1');
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    const first = html.indexOf(
      '<style nonce="n1">body{margin:0}</style><link rel="stylesheet" href="/assets/index-1.css" disabled />',
    );
    const image = html.indexOf('<link rel="preload" as="image"');
    const second = html.indexOf('<style nonce="n1">.a{');
    expect(first).toBeGreaterThan(0);
    expect(image).toBeGreaterThan(first);
    expect(second).toBeGreaterThan(image);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-2.css" disabled />');
  });

  it('never lets the CSS end its style element', () => {
    const html = inlineStylesheets(HEAD, styles, 'n1');
    expect(html).toContain('.a{content:"<\\/style><script>"}</style>');
    expect(html.match(/<\/style>/g)).toHaveLength(2);
  });

  it('keeps the link of a file it could not read, and writes a file twice linked once', () => {
    const html = inlineStylesheets(
      `${HEAD}<link rel="stylesheet" href="/assets/index-1.css">`,
      new Map([['/assets/index-1.css', 'body{margin:0}']]),
      'n1',
    );
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-2.css" />');
    expect(html.match(/body\{margin:0\}/g)).toHaveLength(1);
    expect(html.match(/href="\/assets\/index-1.css" disabled/g)).toHaveLength(2);
  });
});

describe('takeModules', () => {
  it('takes the module scripts and modulepreloads out in document order, with their crossorigin', () => {
    const { html, modules } = takeModules(HEAD);
    expect(modules).toEqual([
      { kind: 'script', href: '/assets/index-1.js', crossOrigin: '' },
      { kind: 'preload', href: '/assets/app-2.js', crossOrigin: '' },
      { kind: 'preload', href: '/assets/vendor-3.js', crossOrigin: null },
    ]);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    // The inline scripts, the data and the other links stay; no empty lines are left.
    expect(html).toContain('<script nonce="n1">window.x = 1;</script>');
    expect(html).toContain('<script id="runtime-config" type="application/json">{"a":1}</script>');
    expect(html).toContain('<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-2.css" />');
    expect(html).not.toMatch(/\n[ \t]*\n/);
  });
});

interface FakeElement {
  tag: string;
  type?: string;
  src?: string;
  rel?: string;
  href?: string;
  crossOrigin?: string;
}

/**
 * Runs the loader script in a fake document; returns what it appended, the frame and timers to advance and the
 * workers it started (a Worker constructor exists only when `warmUrl` is given).
 */
function runLoader(modules: PageModule[], visibilityState = 'visible', warmUrl?: string) {
  const appended: FakeElement[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  const workers: { url: string; after: number }[] = [];
  const document = {
    visibilityState,
    documentElement: { lang: 'pt-BR' },
    head: { appendChild: (element: FakeElement) => appended.push(element) },
    createElement: (tag: string): FakeElement => ({ tag }),
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
  };
  const script = /<script nonce="n1">([\s\S]*)<\/script>$/.exec(moduleLoaderScript(modules, 'n1', warmUrl))?.[1] ?? '';
  runInNewContext(script, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    ...(warmUrl
      ? {
          Worker: function Worker(url: string) {
            workers.push({ url, after: appended.length });
          },
        }
      : {}),
  });
  return { appended, frames, timers, listeners, workers };
}

describe('moduleLoaderScript', () => {
  const modules = takeModules(HEAD).modules;

  it("is a nonce'd inline script, empty when the page has no module", () => {
    expect(moduleLoaderScript(modules, 'n1')).toMatch(/^<script nonce="n1">[\s\S]*<\/script>$/);
    expect(moduleLoaderScript([], 'n1')).toBe('');
  });

  it('adds the entry script and its modulepreloads only after the first frame, in order, with crossorigin', () => {
    const { appended, frames, timers } = runLoader(modules);
    expect(appended).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(appended).toEqual([]);
    timers[0]!();
    expect(appended).toEqual([
      { tag: 'script', type: 'module', src: '/assets/index-1.js', crossOrigin: '' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/app-2.js', crossOrigin: '' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/vendor-3.js' },
    ]);
  });

  it('appends a few elements per task, the entry first, so no single task requests them all', () => {
    const many: PageModule[] = [
      { kind: 'script', href: '/assets/index-1.js', crossOrigin: '' },
      ...Array.from({ length: 9 }, (_, index) => ({
        kind: 'preload' as const,
        href: `/assets/chunk-${index}.js`,
        crossOrigin: '',
      })),
    ];
    const { appended, frames, timers } = runLoader(many);
    frames[0]!();
    const counts: number[] = [];
    for (let task = 0; task < timers.length; task++) {
      timers[task]!();
      counts.push(appended.length);
    }
    expect(counts).toEqual([MODULES_PER_TASK, 2 * MODULES_PER_TASK, 10]);
    expect(appended[0]).toMatchObject({ tag: 'script', src: '/assets/index-1.js' });
    expect(appended.map((element) => element.href ?? element.src)).toEqual(many.map((module) => module.href));
  });

  it('starts once: the frame after a visibility change adds nothing more', () => {
    const { appended, frames, timers, listeners } = runLoader(modules);
    listeners[0]!();
    frames[0]!();
    timers[0]!();
    expect(appended).toHaveLength(3);
  });

  it('starts at once in a page hidden from the start (no frame comes until it is shown)', () => {
    const { appended, frames } = runLoader(modules, 'hidden');
    expect(appended).toHaveLength(3);
    expect(frames).toEqual([]);
  });

  it("starts the Intl warm-up worker with the page's language first, in a task before the modules", () => {
    const many: PageModule[] = Array.from({ length: 9 }, (_, index) => ({
      kind: index === 0 ? ('script' as const) : ('preload' as const),
      href: `/assets/chunk-${index}.js`,
      crossOrigin: '',
    }));
    const { appended, frames, timers, workers } = runLoader(many, 'visible', '/wf-intl-warm.js');
    frames[0]!();
    timers[0]!();
    expect(workers).toEqual([{ url: '/wf-intl-warm.js?pt-BR', after: 0 }]);
    expect(appended).toEqual([]);
    timers[1]!();
    expect(appended).toHaveLength(MODULES_PER_TASK);
    for (let task = 2; task < timers.length; task++) timers[task]!();
    expect(appended).toHaveLength(9);
    expect(workers).toHaveLength(1);
  });

  it('starts no worker without a warm-up URL, and one in a page hidden from the start', () => {
    const plain = runLoader(modules);
    plain.frames[0]!();
    plain.timers[0]!();
    expect(plain.appended).toHaveLength(3);
    expect(plain.timers).toHaveLength(1);
    const hidden = runLoader(modules, 'hidden', '/w.js');
    expect(hidden.workers).toEqual([{ url: '/w.js?pt-BR', after: 0 }]);
    hidden.timers.forEach((timer) => timer());
    expect(hidden.appended).toHaveLength(3);
    expect(hidden.frames).toEqual([]);
  });

  it('cannot be ended by a module href', () => {
    const script = moduleLoaderScript([{ kind: 'script', href: '/a.js</script><b>', crossOrigin: null }], 'n1');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('withPressableStyle', () => {
  it("writes React Aria's press style in the head, nonce'd, after what is there", () => {
    const html = withPressableStyle('<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n  </head>', 'n1');
    expect(html).toMatch(
      /^<html lang="en">\n {2}<head>\n {4}<meta charset="UTF-8" \/>\n {4}<style id="react-aria-pressable-style" nonce="n1">@layer \{[^<]*\}<\/style>\n {2}<\/head>$/,
    );
  });

  it('is the element and the CSS React Aria adds by that id (so it adds none at hydration)', () => {
    const require = createRequire(import.meta.url);
    const source = readFileSync(
      join(dirname(require.resolve('react-aria/package.json')), 'dist/private/interactions/usePress.mjs'),
      'utf8',
    );
    expect(source).toContain(`STYLE_ID = '${PRESSABLE_STYLE_ID}'`);
    expect(source).toMatch(/getElementById\([$\w]*STYLE_ID\)\) return;/);
    const written = /style\.textContent = `([\s\S]*?)`\.trim\(\)/.exec(source)?.[1] ?? '';
    const css = written.replace(/\$\{[^}]+\}/, 'data-react-aria-pressable').trim();
    expect(css).toBe(PRESSABLE_CSS);
  });
});
