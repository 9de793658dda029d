import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { afterAll, expect } from 'vitest';

/**
 * What the tests of the React Aria rewrites (react-aria-*.test.ts beside this file) share: the plugin's build hooks
 * driven as the build drives them, and the rewritten modules loaded by Node beside the real React.
 */

/** Resolves from apps/web, as the build does. */
export const webRequire = createRequire(path.join(import.meta.dirname, '..', 'package.json'));

/** The build's context as far as the rewrites use it: `this.error` throws, as Rollup's does. */
const context = {
  error(message: string): never {
    throw new Error(message);
  },
};

type Hook<T> = (this: typeof context, ...args: unknown[]) => T;
const call = <T>(hook: unknown, ...args: unknown[]): T => (hook as Hook<T>).call(context, ...args);

/** A plugin's build hooks, each called with the build's context (a failed check throws). */
export function pluginHooks(plugin: Plugin) {
  return {
    buildStart: () => call<void>(plugin.buildStart),
    transform: (code: string, id: string) => call<{ code: string } | null>(plugin.transform, code, id),
    buildEnd: () => call<void>(plugin.buildEnd),
  };
}

/**
 * What a rewrite of one module (`installed`: its path in node_modules) must do in a build: leave another module of
 * its folder alone, fail a build that never saw its module, turn `fixture` into `rewritten`, and fail the build on a
 * text React Aria changed.
 */
export function expectOneModuleRewrite(plugin: Plugin, installed: string, fixture: string, rewritten: string) {
  const hooks = pluginHooks(plugin);
  const name = path.basename(installed);
  hooks.buildStart();
  expect(hooks.transform(fixture, path.join(path.dirname(installed), 'other.mjs'))).toBeNull();
  expect(() => hooks.buildEnd()).toThrow(`${name} never went through this build`);

  hooks.buildStart();
  expect(hooks.transform(fixture, installed)?.code).toBe(rewritten);
  expect(() => hooks.buildEnd()).not.toThrow();
  expect(() => hooks.transform('export {};', installed)).toThrow(/React Aria changed/);
}

/**
 * Loads module texts as files that Node loads itself beside the real React (node_modules is not transformed by
 * Vitest): their bare `react` import points at the installed one, which the test shares, and, with `relativeTo`, their
 * relative imports at the installed files of that folder. The files are removed after the test file.
 */
export function nodeModuleLoader(name: string, relativeTo?: string) {
  const cache = path.join(path.dirname(webRequire.resolve('react/package.json')), '..', '.cache');
  mkdirSync(cache, { recursive: true });
  const directory = mkdtempSync(path.join(cache, `wayfare-${name}-`));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));
  const react = JSON.stringify(pathToFileURL(webRequire.resolve('react')).href);
  let loaded = 0;
  return async function load<T>(code: string): Promise<T> {
    const file = path.join(directory, `module-${(loaded += 1)}.mjs`);
    let text = code.replace(' from "react";', ` from ${react};`);
    if (relativeTo) {
      text = text.replace(
        / from "(\.\.?\/[^"]+)";/g,
        (_, relative: string) => ` from "${pathToFileURL(relativeTo + relative).href}";`,
      );
    }
    writeFileSync(file, text);
    return (await import(/* @vite-ignore */ file)) as T;
  };
}
