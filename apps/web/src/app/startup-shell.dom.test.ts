import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFERRED_HINTS_ID,
  SHELL_ELEMENT_ID,
  afterShellPainted,
  hasServerShell,
  releaseDeferredHints,
  removeShellOnFirstContent,
} from './startup-shell';

function paintShell(withHero = true) {
  document.body.innerHTML = `<div id="${SHELL_ELEMENT_ID}">${withHero ? '<img src="/hero.svg" alt="">' : ''}</div><div id="root"></div>`;
  return document.getElementById('root')!;
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe('removeShellOnFirstContent', () => {
  it('keeps the shell while the app renders nothing, and removes it with the first content', async () => {
    const root = paintShell();
    removeShellOnFirstContent(root);
    expect(hasServerShell()).toBe(true);
    root.append(document.createElement('main'));
    await Promise.resolve();
    expect(hasServerShell()).toBe(false);
  });

  it('does nothing on a page without a shell', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const stop = removeShellOnFirstContent(document.getElementById('root')!);
    expect(stop).toBeTypeOf('function');
  });
});

describe('afterShellPainted', () => {
  it('resolves at once without a shell', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await expect(afterShellPainted()).resolves.toBeUndefined();
  });

  it('waits for one painted frame behind a shell, not for its images', async () => {
    vi.useFakeTimers();
    paintShell();
    Object.defineProperty(document.querySelector('img')!, 'complete', { value: false });
    let done = false;
    void afterShellPainted().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    // A frame (or, in a hidden tab without frames, the fallback timer) lets it go; the image never loaded.
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });
});

describe('releaseDeferredHints', () => {
  it("moves the template's links into <head> and drops the template", () => {
    document.head.innerHTML = `<template id="${DEFERRED_HINTS_ID}"><link rel="preload" as="fetch" href="/i18n/common/en.json"></template>`;
    expect(document.head.querySelector('link')).toBeNull();
    releaseDeferredHints();
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe('/i18n/common/en.json');
    expect(document.getElementById(DEFERRED_HINTS_ID)).toBeNull();
    releaseDeferredHints();
  });
});
