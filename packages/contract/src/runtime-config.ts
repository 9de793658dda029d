import { z } from 'zod';

/**
 * What the API injects into index.html (and serves at /config.json) so one web build
 * serves every brand and can be pointed at any backend (design.md, runtime configuration).
 * Base URLs default to the same origin ('').
 */
export const runtimeConfigSchema = z.object({
  bookingApiUrl: z.string().default(''),
  welfareApiUrl: z.string().default(''),
  /** Overrides the brand domain; else the page's hostname is used (spec §7). */
  brandDomain: z.string().min(1).optional(),
  eventsUrl: z.string().min(1).default('/api/events'),
  eventsToken: z.string().default(''),
  translationsUrl: z.string().min(1).default('/i18n'),
  translationsKey: z.string().default(''),
  /** Error reporting is off without a DSN. */
  sentryDsn: z.string().min(1).optional(),
  environment: z.string().min(1).default('development'),
  tagManagerBaseUrl: z.string().default(''),
  appVersion: z.string().default('0.0.0'),
  /** Per-response nonce for antd's injected <style> tags (strict CSP, design.md security). */
  styleNonce: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export { RUNTIME_CONFIG_ELEMENT_ID, RUNTIME_CONFIG_MARKER } from './constants';
