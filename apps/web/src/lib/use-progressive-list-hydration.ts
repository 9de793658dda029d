/**
 * Whether React is hydrating the server's HTML right now: set by the hydration start-up
 * (app/ssr/hydrate-client.tsx) before `hydrateRoot` and cleared once the page is hydrated.
 *
 * A plain flag read once, not a store: a `useSyncExternalStore` whose server snapshot differs from the client's
 * makes React re-render its component synchronously right after the hydration commit, in the same long task
 * (issue 16 TBT), only to find what a one-shot read already knows.
 */
let hydrating = false;

export function setHydratingServerHtml(value: boolean): void {
  hydrating = value;
}

export function isHydratingServerHtml(): boolean {
  return hydrating;
}
