// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, createElement, useSyncExternalStore } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SSR_PROVIDER_MODULE, reactAriaStableSsrId, withStableSsrId } from './react-aria-stable-ssr-id';
import { expectOneModuleRewrite, nodeModuleLoader, webRequire } from './plugin-test-support';

// The SSRProvider.mjs of react-aria 3.53.1, as published (the source map comment left out).
const FIXTURE = readFileSync(path.join(import.meta.dirname, 'react-aria-ssr-provider.fixture.txt'), 'utf8');
const INSTALLED_PATH = webRequire
  .resolve('react-aria/package.json')
  .replace(/package\.json$/, 'dist/private/ssr/SSRProvider.mjs');
const INSTALLED = readFileSync(INSTALLED_PATH, 'utf8');

const useModernSSRSafeIdBody = (code: string) =>
  code.slice(
    code.indexOf('function $c7eafbbe1ea5834e$var$useModernSSRSafeId'),
    code.indexOf('const $c7eafbbe1ea5834e$export$619500959fc48b26'),
  );

describe('withStableSsrId', () => {
  it('drops the useIsSSR state from useModernSSRSafeId and keeps everything else, line for line', () => {
    const rewritten = withStableSsrId(FIXTURE);
    const body = useModernSSRSafeIdBody(rewritten);
    expect(useModernSSRSafeIdBody(FIXTURE)).toContain('$c7eafbbe1ea5834e$export$535bd6ca7f90a273()');
    expect(body).not.toContain('$c7eafbbe1ea5834e$export$535bd6ca7f90a273()');
    expect(body).not.toContain('didSSR');
    expect(body).toContain("let prefix = 'react-aria';");
    expect(body).toContain('return defaultId || `${prefix}-${id}`;');
    // useIsSSR stays exported for its other users (collections, overlays, focus-visible).
    expect(rewritten).toContain('function $c7eafbbe1ea5834e$export$535bd6ca7f90a273()');
    expect(rewritten.split('\n')).toHaveLength(FIXTURE.split('\n').length);
  });

  it('fails loudly when React Aria changed the text (missing or repeated statement)', () => {
    expect(() => withStableSsrId(FIXTURE.replace('let [didSSR]', 'let [wasSSR]'))).toThrow(
      /found it 0 times.*vite-plugins\/react-aria-stable-ssr-id\.ts/,
    );
    const modernPrefix = '`react-aria${$c7eafbbe1ea5834e$var$defaultContext.prefix}`';
    expect(() => withStableSsrId(FIXTURE.replace(modernPrefix, () => '`aria-${Math.random()}`'))).toThrow(
      /prefix chosen from didSSR once.*found it 0 times/,
    );
    const statement = FIXTURE.match(/let \[didSSR\].*\n/)?.[0] ?? '';
    expect(() => withStableSsrId(FIXTURE.replace(statement, () => statement + statement))).toThrow(/found it 2 times/);
  });

  it('still matches the installed React Aria (an upgrade that changes the text fails here and in the build)', () => {
    expect(() => withStableSsrId(INSTALLED)).not.toThrow();
  });
});

describe('reactAriaStableSsrId (the plugin)', () => {
  it('rewrites only React Aria SSRProvider.mjs, and fails the build when it never saw it', () => {
    expect(SSR_PROVIDER_MODULE.test(INSTALLED_PATH)).toBe(true);
    expectOneModuleRewrite(reactAriaStableSsrId(), INSTALLED_PATH, FIXTURE, withStableSsrId(FIXTURE));
  });
});

/** The rewritten module as a file Node loads itself beside the real React (plugin-test-support.ts). */
const loadModule = nodeModuleLoader('ssr-id');
const load = (code: string) => loadModule<{ useSSRSafeId: (id?: string) => string }>(code);

/** A server-rendered component with a React Aria id, hydrated: its renders, the ids, React's recoverable errors. */
async function hydrateWith(useSSRSafeId: (id?: string) => string) {
  let renders = 0;
  function Field() {
    renders += 1;
    // A component's own store beside the id, as the kit's do: it has no server/client difference, so no re-render.
    useSyncExternalStore(
      noop,
      () => 1,
      () => 1,
    );
    const id = useSSRSafeId();
    return createElement('label', { id, htmlFor: `${id}-input` }, 'Name');
  }
  const html = renderToString(createElement(Field));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  renders = 0;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, createElement(Field), { onRecoverableError: (error) => errors.push(error) });
  });
  const hydratedHtml = container.innerHTML;
  container.remove();
  return { html, hydratedHtml, renders, errors };
}
const noop = () => () => undefined;

describe('React Aria ids after hydration', () => {
  it('are the server ones, with one render instead of a second synchronous one', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const original = await hydrateWith((await load(INSTALLED)).useSSRSafeId);
    const stable = await hydrateWith((await load(withStableSsrId(INSTALLED))).useSSRSafeId);

    expect(original.renders).toBe(2);
    expect(stable.renders).toBe(1);
    expect(stable.html).toBe(original.html);
    expect(stable.html).toMatch(/id="react-aria-[^"]+"/);
    expect(stable.hydratedHtml).toBe(stable.html);
    expect(stable.errors).toEqual([]);
  });

  it('in a client-only render are React ids under the same prefix, distinct per component', async () => {
    const { useSSRSafeId } = await load(withStableSsrId(INSTALLED));
    const ids: string[] = [];
    function Probe() {
      ids.push(useSSRSafeId(), useSSRSafeId('given'));
      return null;
    }
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(createElement('div', null, createElement(Probe), createElement(Probe)));
    });
    expect(ids[1]).toBe('given');
    expect(ids[0]).toMatch(/^react-aria-/);
    expect(ids[2]).toMatch(/^react-aria-/);
    expect(ids[0]).not.toBe(ids[2]);
  });
});
