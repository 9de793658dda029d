// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SERVER_HTML_CHANNEL as LIB_CHANNEL, setHydratingServerHtml } from '../src/lib/use-progressive-list-hydration';
import {
  SERVER_HTML_CHANNEL,
  SSR_PROVIDER_MODULE,
  reactAriaIsSsrSettle,
  withSettlingIsSsr,
} from './react-aria-is-ssr-settle';
import { withStableSsrId } from './react-aria-stable-ssr-id';
import { expectOneModuleRewrite, nodeModuleLoader, webRequire } from './plugin-test-support';

// The SSRProvider.mjs of react-aria 3.53.1, as published (the source map comment left out).
const FIXTURE = readFileSync(path.join(import.meta.dirname, 'react-aria-ssr-provider.fixture.txt'), 'utf8');
const INSTALLED_PATH = webRequire
  .resolve('react-aria/package.json')
  .replace(/package\.json$/, 'dist/private/ssr/SSRProvider.mjs');
const INSTALLED = readFileSync(INSTALLED_PATH, 'utf8');

describe('withSettlingIsSsr', () => {
  it("reads useIsSSR's client snapshot from the app's channel and subscribes there, line for line", () => {
    const rewritten = withSettlingIsSsr(FIXTURE);
    expect(rewritten).toContain(`window.${SERVER_HTML_CHANNEL} ??=`);
    expect(rewritten).toMatch(/var\$getSnapshot\(\) \{\n {4}return \(.*\)\.hydrating === true;/);
    expect(rewritten).toMatch(/var\$subscribe\(onStoreChange\) \{\n.*listeners\.add\(onStoreChange\);\n/);
    // The server snapshot and the hook itself are React Aria's.
    expect(rewritten).toContain('function $c7eafbbe1ea5834e$var$getServerSnapshot() {\n    return true;\n}');
    expect(rewritten).toContain("(0, $bl59K$react)['useSyncExternalStore']($c7eafbbe1ea5834e$var$subscribe");
    expect(rewritten.split('\n')).toHaveLength(FIXTURE.split('\n').length);
    // Both rewrites of the module apply, in either order (the build runs both plugins on it).
    expect(withStableSsrId(rewritten)).toBe(withSettlingIsSsr(withStableSsrId(FIXTURE)));
  });

  it('fails loudly when React Aria changed the text (missing or repeated statement)', () => {
    expect(() => withSettlingIsSsr(FIXTURE.replace('// noop', '// nothing'))).toThrow(
      /no-op `subscribe` once.*found it 0 times.*vite-plugins\/react-aria-is-ssr-settle\.ts/,
    );
    const snapshot = 'function $c7eafbbe1ea5834e$var$getSnapshot() {\n    return false;\n}\n';
    expect(FIXTURE).toContain(snapshot);
    expect(() => withSettlingIsSsr(FIXTURE.replace(snapshot, () => snapshot + snapshot))).toThrow(/found it 2 times/);
  });

  it('still matches the installed React Aria (an upgrade that changes the text fails here and in the build)', () => {
    expect(() => withSettlingIsSsr(INSTALLED)).not.toThrow();
  });

  it("names the channel the app's hydration start-up sets", () => {
    expect(SERVER_HTML_CHANNEL).toBe(LIB_CHANNEL);
  });
});

describe('reactAriaIsSsrSettle (the plugin)', () => {
  it('rewrites only React Aria SSRProvider.mjs, and fails the build when it never saw it', () => {
    expect(SSR_PROVIDER_MODULE.test(INSTALLED_PATH)).toBe(true);
    expectOneModuleRewrite(reactAriaIsSsrSettle(), INSTALLED_PATH, FIXTURE, withSettlingIsSsr(FIXTURE));
  });
});

/** The rewritten module as a file Node loads itself beside the real React (plugin-test-support.ts). */
const loadModule = nodeModuleLoader('is-ssr');
const load = (code: string) => loadModule<{ useIsSSR: () => boolean }>(code);

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Server HTML of a component that renders differently on the server (a closed overlay's portal, a collection), hydrated
 * through React's real scheduler (no act) the way the start-up does it: the flag set before hydrateRoot and cleared in
 * the page's last passive effect (app.tsx `Hydrated`). Records each render's useIsSSR and whether it ran in the task of
 * the hydration's passive effects (marked by the passive effect, ended by a microtask).
 */
async function hydrate(useIsSSR: () => boolean) {
  const renders: { isSSR: boolean; inPassiveTask: boolean }[] = [];
  let passiveTask = false;
  function Overlay() {
    const isSSR = useIsSSR();
    renders.push({ isSSR, inPassiveTask: passiveTask });
    return createElement('span', null, isSSR ? 'server' : 'browser');
  }
  function Page({ onHydrated }: { onHydrated?: () => void }) {
    useLayoutEffect(() => undefined, []);
    useEffect(() => {
      passiveTask = true;
      queueMicrotask(() => {
        passiveTask = false;
      });
      onHydrated?.();
    }, [onHydrated]);
    return createElement('div', null, createElement(Overlay));
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(createElement(Page));
  const serverHtml = container.innerHTML;
  document.body.append(container);
  renders.length = 0;
  const errors: unknown[] = [];
  setHydratingServerHtml(true);
  hydrateRoot(container, createElement(Page, { onHydrated: () => setHydratingServerHtml(false) }), {
    onRecoverableError: (error) => errors.push(error),
  });
  for (let wait = 0; wait < 50 && !renders.some((render) => !render.isSSR); wait += 1) await settle();
  const text = container.textContent;
  container.remove();
  return { serverHtml, renders, text, errors };
}

describe('useIsSSR over server HTML', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

  it('turns false in a task of its own after the hydration, not in the task of its passive effects', async () => {
    const original = await hydrate((await load(INSTALLED)).useIsSSR);
    const settling = await hydrate((await load(withSettlingIsSsr(INSTALLED))).useIsSSR);

    expect(original.renders).toEqual([
      { isSSR: true, inPassiveTask: false },
      { isSSR: false, inPassiveTask: true },
    ]);
    expect(settling.renders).toEqual([
      { isSSR: true, inPassiveTask: false },
      { isSSR: false, inPassiveTask: false },
    ]);
    for (const result of [original, settling]) {
      expect(result.serverHtml).toBe('<div><span>server</span></div>');
      expect(result.text).toBe('browser');
      expect(result.errors).toEqual([]);
    }
  });

  it('is false at once for a component the browser renders itself, and after the page has hydrated', async () => {
    const { useIsSSR } = await load(withSettlingIsSsr(INSTALLED));
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useIsSSR());
      return null;
    }
    const container = document.createElement('div');
    createRoot(container).render(createElement(Probe));
    for (let wait = 0; wait < 50 && seen.length === 0; wait += 1) await settle();
    await settle();
    expect(seen).toEqual([false]);
  });
});
