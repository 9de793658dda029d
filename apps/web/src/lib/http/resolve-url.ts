import { buildPath } from '@wayfare/contract';
import type { AnyEndpoint, RuntimeConfig } from '@wayfare/contract';
import { serialiseQuery } from './serialise-query';

/** spec §7 "Generated API defaults": empty base path, API version 1, credentials include, no preset token/headers. */
export const API_DEFAULTS = {
  basePath: '',
  version: 1,
  credentials: 'include',
  headers: {} as Readonly<Record<string, string>>,
} as const;

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * The absolute-or-same-origin URL of a call. Booking and welfare calls go to their service's base URL + the
 * contract path. Events and translations have a URL of their own in the runtime config that replaces the
 * contract's fixed prefix (`/api/events`, `/i18n`), so they can point at external services.
 */
export function resolveUrl(
  endpoint: Pick<AnyEndpoint, 'service' | 'path'>,
  config: RuntimeConfig,
  params?: Record<string, string | number>,
  query?: Record<string, unknown>,
): string {
  const path = buildPath(endpoint.path, params);
  return urlFor(endpoint.service, path, config) + serialiseQuery(query);
}

function urlFor(service: AnyEndpoint['service'], path: string, config: RuntimeConfig): string {
  switch (service) {
    case 'booking':
      return trimSlash(config.bookingApiUrl || API_DEFAULTS.basePath) + path;
    case 'welfare':
      return trimSlash(config.welfareApiUrl || API_DEFAULTS.basePath) + path;
    case 'events':
      return config.eventsUrl;
    case 'translations':
      return trimSlash(config.translationsUrl) + path.replace(/^\/i18n(?=\/)/, '');
    case 'origin':
      // The server that served the page (e.g. /config.json, read before any base URL is known).
      return path;
    default:
      throw new Error(`Unknown service "${String(service satisfies never)}"`);
  }
}
