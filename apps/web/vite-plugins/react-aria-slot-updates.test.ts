// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement, useEffect, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  USE_ID_MODULE,
  USE_SLOT_MODULE,
  reactAriaSlotUpdates,
  withDeferredSlot,
  withDeferredSlotId,
} from './react-aria-slot-updates';
import { nodeModuleLoader, pluginHooks, webRequire } from './plugin-test-support';

// utils/useId.mjs and utils/useSlot.mjs of react-aria 3.53.1, as published (the source map comment left out).
const USE_ID_FIXTURE = readFileSync(path.join(import.meta.dirname, 'react-aria-use-id.fixture.txt'), 'utf8');
const USE_SLOT_FIXTURE = readFileSync(path.join(import.meta.dirname, 'react-aria-use-slot.fixture.txt'), 'utf8');
const UTILS = webRequire.resolve('react-aria/package.json').replace(/package\.json$/, 'dist/private/utils/');
const INSTALLED_USE_ID = readFileSync(`${UTILS}useId.mjs`, 'utf8');
const INSTALLED_USE_SLOT = readFileSync(`${UTILS}useSlot.mjs`, 'utf8');

const slotIdBody = (code: string) =>
  code.slice(code.indexOf('function $390e54f620492c70$export$b4cc09c592e8fdb8'), code.indexOf('export {'));

describe('withDeferredSlotId / withDeferredSlot', () => {
  it("runs useSlotId's first resolution in a transition and keeps the later ones, line for line", () => {
    const rewritten = withDeferredSlotId(USE_ID_FIXTURE);
    expect(rewritten.split('\n')[3]).toBe(
      'import {useState as $4QKZm$useState, useRef as $4QKZm$useRef, useEffect as $4QKZm$useEffect, useCallback as ' +
        '$4QKZm$useCallback, startTransition as $wayfare$startTransition, useRef as $wayfare$useRef} from "react";',
    );
    const body = slotIdBody(rewritten);
    expect(body).toContain('if ($wayfare$resolved.current) return updateId();');
    expect(body).toContain('(0, $wayfare$startTransition)(updateId);');
    expect(body).not.toContain('(updateId, [');
    // Everything but those two lines is React Aria's own text.
    const changed = rewritten.split('\n').filter((line, index) => line !== USE_ID_FIXTURE.split('\n')[index]);
    expect(changed).toHaveLength(2);
    expect(rewritten.split('\n')).toHaveLength(USE_ID_FIXTURE.split('\n').length);
  });

  it("runs useSlot's mount update in a transition, line for line", () => {
    const rewritten = withDeferredSlot(USE_SLOT_FIXTURE);
    expect(rewritten).toContain('if (!hasRun.current) (0, $wayfare$startTransition)(() => setHasSlot(false));');
    expect(rewritten).toContain('setHasSlot(!!el);');
    const changed = rewritten.split('\n').filter((line, index) => line !== USE_SLOT_FIXTURE.split('\n')[index]);
    expect(changed).toHaveLength(2);
    expect(rewritten.split('\n')).toHaveLength(USE_SLOT_FIXTURE.split('\n').length);
  });

  it('fails loudly when React Aria changed the text (missing or repeated statement)', () => {
    expect(() => withDeferredSlotId(USE_ID_FIXTURE.replace('(updateId, [', '(resolve, ['))).toThrow(
      /useLayoutEffect\(updateId.*found it 0 times.*vite-plugins\/react-aria-slot-updates\.ts/,
    );
    expect(() => withDeferredSlotId(USE_ID_FIXTURE.replace(' from "react";', ' from "react/index.js";'))).toThrow(
      /import from "react" once in React Aria's useId\.mjs, found it 0 times/,
    );
    const update = 'if (!hasRun.current) setHasSlot(false);';
    expect(() => withDeferredSlot(USE_SLOT_FIXTURE.replace(update, () => `${update} ${update}`))).toThrow(
      /found it 2 times/,
    );
  });

  it('still matches the installed React Aria (an upgrade that changes the text fails here and in the build)', () => {
    expect(() => withDeferredSlotId(INSTALLED_USE_ID)).not.toThrow();
    expect(() => withDeferredSlot(INSTALLED_USE_SLOT)).not.toThrow();
  });
});

describe('reactAriaSlotUpdates (the plugin)', () => {
  const hooks = pluginHooks(reactAriaSlotUpdates());

  it('rewrites only the two modules, and fails the build when one never went through it', () => {
    expect(USE_ID_MODULE.test(`${UTILS}useId.mjs`)).toBe(true);
    expect(USE_SLOT_MODULE.test(`${UTILS}useSlot.mjs`)).toBe(true);
    hooks.buildStart();
    expect(hooks.transform(USE_ID_FIXTURE, `${UTILS}useValueEffect.mjs`)).toBeNull();
    const idResult = hooks.transform(USE_ID_FIXTURE, `${UTILS}useId.mjs`);
    expect(idResult?.code).toBe(withDeferredSlotId(USE_ID_FIXTURE));
    expect(() => hooks.buildEnd()).toThrow(/useSlot\.mjs never went through this build/);

    hooks.buildStart();
    hooks.transform(USE_ID_FIXTURE, `${UTILS}useId.mjs`);
    const slotResult = hooks.transform(USE_SLOT_FIXTURE, `${UTILS}useSlot.mjs`);
    expect(slotResult?.code).toBe(withDeferredSlot(USE_SLOT_FIXTURE));
    expect(() => hooks.buildEnd()).not.toThrow();
    expect(() => hooks.transform('export {};', `${UTILS}useSlot.mjs`)).toThrow(/React Aria changed/);
  });
});

/** The rewritten modules as files Node loads itself beside the real React and the installed utils (plugin-test-support.ts). */
const load = nodeModuleLoader('slot-updates', UTILS);

type UseSlotId = () => string | undefined;
type UseSlotId2 = () => { id: string | undefined; ref: (element: Element | null) => void };

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Server HTML of a field with a description slot that is not rendered, hydrated through React's scheduler (no act):
 * whether the page's passive effects ran in the same task as the hydration commit (a layout effect marks the task,
 * a microtask ends it), and the field's description reference once settled.
 */
async function hydrate(field: () => ReactNode) {
  let commitTask = false;
  let passiveInCommitTask: boolean | null = null;
  function Page() {
    useLayoutEffect(() => {
      commitTask = true;
      queueMicrotask(() => {
        commitTask = false;
      });
    }, []);
    useEffect(() => {
      passiveInCommitTask = commitTask;
    }, []);
    return createElement('form', null, field());
  }
  const container = document.createElement('div');
  container.innerHTML = renderToString(createElement(Page));
  const serverDescribedBy = container.querySelector('input')?.getAttribute('aria-describedby');
  document.body.append(container);
  const errors: unknown[] = [];
  hydrateRoot(container, createElement(Page), { onRecoverableError: (error) => errors.push(error) });
  for (let wait = 0; wait < 50 && passiveInCommitTask === null; wait += 1) await settle();
  await settle();
  const describedBy = container.querySelector('input')?.getAttribute('aria-describedby');
  container.remove();
  return { serverDescribedBy, describedBy, passiveInCommitTask, errors };
}

describe('React Aria slot ids over server HTML', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

  it("useSlotId: the hydration commit no longer flushes the page's passive effects; the missing slot's id still goes", async () => {
    const withSlotId = (useSlotId: UseSlotId) => () => createElement('input', { 'aria-describedby': useSlotId() });
    const original = await hydrate(withSlotId((await load<{ useSlotId: UseSlotId }>(INSTALLED_USE_ID)).useSlotId));
    const deferred = await hydrate(
      withSlotId((await load<{ useSlotId: UseSlotId }>(withDeferredSlotId(INSTALLED_USE_ID))).useSlotId),
    );

    expect(original.passiveInCommitTask).toBe(true);
    expect(deferred.passiveInCommitTask).toBe(false);
    for (const result of [original, deferred]) {
      expect(result.serverDescribedBy).toMatch(/^react-aria/);
      expect(result.describedBy).toBeNull();
      expect(result.errors).toEqual([]);
    }
  });

  it('useSlot (checkboxes, radios): the same, and a rendered slot keeps its id', async () => {
    const useSlotIdOf = async (code: string) => (await load<{ useSlotId2: UseSlotId2 }>(code)).useSlotId2;
    const toggle = (useSlotId2: UseSlotId2, withSlot: boolean) => () => {
      const slot = useSlotId2();
      return createElement(
        'label',
        null,
        createElement('input', { 'aria-describedby': slot.id }),
        withSlot ? createElement('span', { id: slot.id, ref: slot.ref }, 'Help') : null,
      );
    };
    const original = await hydrate(toggle(await useSlotIdOf(INSTALLED_USE_SLOT), false));
    const deferredSlot = await useSlotIdOf(withDeferredSlot(INSTALLED_USE_SLOT));
    const deferred = await hydrate(toggle(deferredSlot, false));
    const withSlot = await hydrate(toggle(deferredSlot, true));

    expect(original.passiveInCommitTask).toBe(true);
    expect(deferred.passiveInCommitTask).toBe(false);
    expect(original.describedBy).toBeNull();
    expect(deferred.describedBy).toBeNull();
    expect(withSlot.describedBy).toBe(withSlot.serverDescribedBy);
    expect(withSlot.describedBy).toMatch(/^react-aria/);
    expect([...original.errors, ...deferred.errors, ...withSlot.errors]).toEqual([]);
  });
});
