import type { Plugin } from 'vite';
import { reactAriaRewrite, replaceOnce } from './react-aria-rewrite';

/**
 * React Aria's `useIsSSR` turns false in a task of its own after hydration, not in the hydration's passive-effect task
 * (issue 16, Total Blocking Time of the results pages).
 *
 * `useIsSSR` (ssr/SSRProvider.mjs) is a `useSyncExternalStore` whose server snapshot is true and client snapshot false.
 * React hydrates with the server snapshot, then, in the passive effects of the hydration commit, finds the client
 * snapshot different and re-renders every user synchronously (SyncLane) in that same task: on the results pages the
 * closed summary Sheet's ModalOverlay and the sort Select's Popover, collection and value (~20 components), whose
 * collection then schedules one more synchronous pass (renders.mjs; ~30 ms of a 100-160 ms task under a 4x CPU
 * slowdown).
 *
 * Here the client snapshot is "the page is still hydrating the server's HTML", read from a channel on `window` that the
 * app's hydration start-up sets (lib/use-progressive-list-hydration.ts `setHydratingServerHtml`): while it is true the
 * passive check finds nothing changed. When the start-up clears it (the page has hydrated), the channel tells the
 * subscribers in the next task, and React re-renders them there: the same pass, in a task of its own. Whatever renders
 * in between reads false already (a press replayed after hydration opens the Select's popover normally). React still
 * hydrates every component with the server snapshot, so a boundary that hydrates later (the cookie banner's) matches
 * the server HTML and updates as before. Without the channel (a page the browser rendered itself, the server) the
 * snapshots are React Aria's.
 *
 * The channel is a plain object on `window` because this code lives in node_modules and must not import the app (its
 * chunk would import the app's). Its name and shape are shared with lib/use-progressive-list-hydration.ts (the test
 * beside this file checks both).
 *
 * The rewrite matches React Aria's published text: when an upgrade changes it, the build fails here (the file, the
 * statement) instead of silently shipping the synchronous pass again. Check the new SSRProvider.mjs and update the
 * patterns and the fixture of the test beside this file.
 */

/** The module, as React Aria 3.53 (react-aria-components 1.x) publishes it. */
export const SSR_PROVIDER_MODULE =
  /[\\/]node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/]ssr[\\/]SSRProvider\.mjs$/;

/** The channel's name on `window`: `{ hydrating: boolean, listeners: Set<() => void> }`. */
export const SERVER_HTML_CHANNEL = '__wayfareServerHtml';

/** useIsSSR's client snapshot. */
const GET_SNAPSHOT = /(function \$[\w$]+\$var\$getSnapshot\(\) \{\n {4})return false;(\n\})/g;

/** useIsSSR's subscription: a no-op (React Aria's stores never change). */
const SUBSCRIBE =
  /(function \$[\w$]+\$var\$subscribe\(onStoreChange\) \{\n) {4}\/\/ noop\n {4}return \(\)=>\{\};(\n\})/g;

const NAME = 'wayfare-react-aria-is-ssr-settle';

/** The channel, made by whichever side reads it first (one line: the line count is kept). */
const CHANNEL =
  `(typeof window === 'undefined' ? { hydrating: false, listeners: new Set() } : ` +
  `(window.${SERVER_HTML_CHANNEL} ??= { hydrating: false, listeners: new Set() }))`;

const WHERE = { plugin: NAME, file: 'SSRProvider.mjs' };

/**
 * SSRProvider.mjs with `useIsSSR`'s client snapshot read from the app's hydration channel and its subscription kept
 * there. The line count is kept, so the module's source map stays valid. Throws when the text is not React Aria's
 * known one.
 */
export function withSettlingIsSsr(code: string): string {
  const snapshot = replaceOnce(
    WHERE,
    code,
    GET_SNAPSHOT,
    `$1return ${CHANNEL}.hydrating === true; /* wayfare: apps/web/vite-plugins/react-aria-is-ssr-settle.ts */$2`,
    "useIsSSR's `getSnapshot() { return false; }`",
  );
  return replaceOnce(
    WHERE,
    snapshot,
    SUBSCRIBE,
    `$1    let listeners = ${CHANNEL}.listeners; listeners.add(onStoreChange);\n` +
      '    return ()=>{ listeners.delete(onStoreChange); };$2',
    "useIsSSR's no-op `subscribe`",
  );
}

/** The Vite plugin (builds only, client and `--ssr` alike: the dev server pre-bundles React Aria). */
export function reactAriaIsSsrSettle(): Plugin {
  return reactAriaRewrite(
    NAME,
    [{ file: 'SSRProvider.mjs', path: SSR_PROVIDER_MODULE, rewrite: withSettlingIsSsr }],
    'useIsSSR would re-render its users synchronously in the hydration task again',
  );
}
