import type { Language } from '@wayfare/contract';

/** Port of the e2e server (playwright.config.ts starts it). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Origin for requests made from Node (the `request` fixture): Node cannot resolve `*.localhost`,
 * Chromium can, so pages use the brand hosts and plain API calls use loopback.
 */
export const API_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;

export interface DemoBrand {
  /** Host name, which is also the brand configuration's domain. */
  host: string;
  language: Language;
  currency: string;
}

/** The four seeded demo brands (common brief, design.md "Demo data"). */
export const DEMO_BRANDS: readonly DemoBrand[] = [
  { host: 'localhost', language: 'en', currency: 'EUR' },
  { host: 'tophotel.localhost', language: 'it', currency: 'EUR' },
  { host: 'freeflight.localhost', language: 'es', currency: 'EUR' },
  { host: 'club.localhost', language: 'fr', currency: 'CHF' },
];

/** Base URL of a brand on the e2e server, e.g. `http://tophotel.localhost:4173`. */
export function brandBaseUrl(host: string): string {
  return `http://${host}:${E2E_PORT}`;
}

/** Absolute URL of `path` on a brand's host. */
export function brandUrl(host: string, path = '/'): string {
  return `${brandBaseUrl(host)}${path}`;
}
