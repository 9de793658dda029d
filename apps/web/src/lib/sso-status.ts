import { useSyncExternalStore } from 'react';

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

/** React: true once sign-in has settled (e.g. gate the brand's footer script on it). */
export function useSsoSettled(): boolean {
  // Never settled on the server (the sign-in step runs in the browser), nor while hydrating its HTML.
  return useSyncExternalStore(subscribeSsoStatus, isSsoSettled, notSettled);
}

const notSettled = () => false;

/** Tests only. */
export function resetSsoStatus(): void {
  status = { settled: false };
  listeners.clear();
}
