import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Whether the external sign-in step (spec §4) has settled for this page: the `a` token is out of the address bar
 * (design.md security). Tracking, the tag manager, error reporting, the brand's footer script and the external
 * consent script wait for it, so no third party ever sees the token.
 */
export interface SsoStatus {
  settled: boolean;
  /** The partner's user id after a successful sign-in (spec §3 eventData "external user id"). */
  externalUserId?: string;
}

let status: SsoStatus = { settled: false };
const listeners = new Set<() => void>();

export function getSsoStatus(): SsoStatus {
  return status;
}

export function isSsoSettled(): boolean {
  return status.settled;
}

/** Marks sign-in as settled (once per page; later calls may only add the user id). */
export function settleSso(externalUserId?: string): void {
  if (status.settled && (externalUserId === undefined || externalUserId === status.externalUserId)) return;
  status = { settled: true, externalUserId: externalUserId ?? status.externalUserId };
  for (const listener of listeners) listener();
}

export function subscribeSsoStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Resolves once sign-in has settled. */
export function whenSsoSettled(): Promise<void> {
  if (status.settled) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = subscribeSsoStatus(() => {
      unsubscribe();
      resolve();
    });
  });
}

/**
 * What the server knew about sign-in when it rendered the page (issue 16): settled unless the request carried an
 * `a` token (a sign-in is under way: the browser finishes it), and the page's origin, which the partner's sign-in
 * page sends the member back to. The server renders with it, and the page's state carries it to the browser, where
 * it is the stores' server snapshot while React hydrates: the same answer, so nothing renders again.
 */
export interface SsoServerAnswer {
  settled: boolean;
  origin: string;
}

/** Null where no server rendered the page (the static host renders in the browser: never hydrates). */
export const SsoServerContext = createContext<SsoServerAnswer | null>(null);

/** The server's answer, as JSON from the page can carry it; null for anything else (an older or altered page). */
export function readSsoServerAnswer(value: unknown): SsoServerAnswer | null {
  if (!value || typeof value !== 'object') return null;
  const { settled, origin } = value as Record<string, unknown>;
  if (typeof settled !== 'boolean' || typeof origin !== 'string') return null;
  return { settled, origin };
}

const settledOnServer = () => true;
const notSettled = () => false;

/** React: true once sign-in has settled (e.g. gate the brand's footer script on it). */
export function useSsoSettled(): boolean {
  // On the server and while hydrating: the server's answer (unknown: not settled, the sign-in step is the browser's).
  const server = useContext(SsoServerContext);
  return useSyncExternalStore(subscribeSsoStatus, isSsoSettled, server?.settled ? settledOnServer : notSettled);
}

const noSubscription = () => () => {};
const pageOrigin = () => location.origin;

/**
 * The page's origin for absolute links back to it (the partner's sign-in return URL): the server's while it renders
 * and hydrates, the address bar's after (one render more only where a proxy made them differ).
 */
export function usePageOrigin(): string {
  const server = useContext(SsoServerContext);
  return useSyncExternalStore(noSubscription, pageOrigin, () => server?.origin ?? '');
}

/** Tests only. */
export function resetSsoStatus(): void {
  status = { settled: false };
  listeners.clear();
}
