import { useSyncExternalStore } from 'react';
import { getCookie } from './cookies';

/**
 * The visitor's cookie choice, shared by the consent feature (which writes it) and tracking (which obeys it).
 * spec §3 cookie categories: technical (required, always on) and measurement (optional).
 */
export const CONSENT_CATEGORIES = ['technical', 'measurement'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** spec §4: the choice lives in a cookie "named for acceptance", as a comma-separated list of categories. */
export const ACCEPTANCE_COOKIE = 'cookie-acceptance';

/** Fired on window by anything that wrote the acceptance cookie (our banner, the brand's external consent script). */
export const CONSENT_CHANGED_EVENT = 'wayfare:consent-changed';

/**
 * The categories in an acceptance cookie value: known names only, in canonical order, technical always
 * included (spec §5: the technical category cannot be switched off). Tolerates spaces and a URL-encoded comma.
 */
export function parseAcceptance(value: string): ConsentCategory[] {
  const names = new Set(
    value
      .replace(/%2C/gi, ',')
      .split(',')
      .map((name) => name.trim().toLowerCase()),
  );
  return CONSENT_CATEGORIES.filter((category) => category === 'technical' || names.has(category));
}

/** The stored choice, or null while the visitor has not chosen (no acceptance cookie: the banner shows). */
export function readAcceptance(): ConsentCategory[] | null {
  const value = getCookie(ACCEPTANCE_COOKIE);
  return value === undefined ? null : parseAcceptance(value);
}

function snapshotKey(): string {
  return getCookie(ACCEPTANCE_COOKIE) ?? '\u0000none';
}

let cachedKey: string | null = null;
let cached: ConsentCategory[] | null = null;

/** A stable snapshot for useSyncExternalStore: the same array while the cookie is unchanged. */
function snapshot(): ConsentCategory[] | null {
  const key = snapshotKey();
  if (key !== cachedKey) {
    cachedKey = key;
    cached = readAcceptance();
  }
  return cached;
}

/** Announces that the acceptance cookie changed (call after writing it). */
export function publishAcceptance(): void {
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}

export function subscribeAcceptance(listener: () => void): () => void {
  window.addEventListener(CONSENT_CHANGED_EVENT, listener);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, listener);
}

/** The current choice (null: none yet), re-read whenever it is published. */
export function getAcceptance(): ConsentCategory[] | null {
  return snapshot();
}

/** React: the current choice, re-rendering when it changes. */
export function useAcceptance(): ConsentCategory[] | null {
  return useSyncExternalStore(subscribeAcceptance, snapshot, snapshot);
}

/** True when the visitor allowed `category` (technical always is). */
export function allows(acceptance: readonly ConsentCategory[] | null, category: ConsentCategory): boolean {
  return category === 'technical' || (acceptance?.includes(category) ?? false);
}
