/**
 * Whether React is hydrating the server's HTML right now: set by the hydration start-up
 * (app/ssr/hydrate-client.tsx) before `hydrateRoot` and cleared once the page is hydrated.
 *
 * A plain flag read once, not a store: a `useSyncExternalStore` whose server snapshot differs from the client's
 * makes React re-render its component synchronously right after the hydration commit, in the same long task
 * (issue 16 TBT), only to find what a one-shot read already knows.
 */
let hydrating = false;

/**
 * The same flag for React Aria's `useIsSSR`, rewritten at build time to read it (vite-plugins/react-aria-is-ssr-settle.ts
 * names the channel and its shape): while it is true, React Aria's components keep their server rendering; once it
 * is cleared, its subscribers are told in the next task, so their re-render is a task of its own instead of part of
 * the hydration's passive-effect task. A global because that code is in node_modules and must not import the app.
 */
export const SERVER_HTML_CHANNEL = '__wayfareServerHtml';

interface ServerHtmlChannel {
  hydrating: boolean;
  listeners: Set<() => void>;
}

function channel(): ServerHtmlChannel | null {
  if (typeof window === 'undefined') return null;
  const holder = window as unknown as Record<string, ServerHtmlChannel | undefined>;
  return (holder[SERVER_HTML_CHANNEL] ??= { hydrating: false, listeners: new Set() });
}

/**
 * A page whose screen never reports hydrated (an error page outside the routes' boundary) would keep React Aria's
 * overlays closed for good (`useIsSSR` true: no portal). Giving up is always safe: React hydrates with the server value
 * whatever the channel says, and a component that already hydrated re-renders as React Aria would have it.
 */
export const REACT_ARIA_GIVE_UP_MS = 10_000;

let giveUp: ReturnType<typeof setTimeout> | undefined;

/** The channel's flag cleared; its subscribers told in the next task (`delay`). */
function settleChannel(shared: ServerHtmlChannel, delay: number): void {
  clearTimeout(giveUp);
  giveUp = undefined;
  if (!shared.hydrating) return;
  shared.hydrating = false;
  setTimeout(() => {
    for (const listener of [...shared.listeners]) listener();
  }, delay);
}

export function setHydratingServerHtml(value: boolean): void {
  hydrating = value;
  const shared = channel();
  if (!shared) return;
  if (!value) {
    // The next task: the hydration's passive effects (where the start-up clears the flag) end first.
    settleChannel(shared, 0);
    return;
  }
  shared.hydrating = true;
  clearTimeout(giveUp);
  giveUp = setTimeout(() => settleChannel(shared, 0), REACT_ARIA_GIVE_UP_MS);
}

/**
 * Runs `run` once the server page has hydrated (at once where none is hydrating: a page the browser rendered, a
 * later navigation). Returns the cancel function.
 */
export function afterServerHtmlHydrated(run: () => void): () => void {
  const shared = channel();
  if (!hydrating || !shared?.hydrating) {
    run();
    return () => {};
  }
  const listener = () => {
    shared.listeners.delete(listener);
    run();
  };
  shared.listeners.add(listener);
  return () => {
    shared.listeners.delete(listener);
  };
}

export function isHydratingServerHtml(): boolean {
  return hydrating;
}
