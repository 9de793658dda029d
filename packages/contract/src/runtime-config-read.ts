import type { RuntimeConfig } from './runtime-config';

/** Each field of runtimeConfigSchema: its default when absent, and whether an empty string is refused. */
const FIELDS: Record<keyof RuntimeConfig, { default?: string; nonEmpty?: boolean }> = {
  bookingApiUrl: { default: '' },
  welfareApiUrl: { default: '' },
  brandDomain: { nonEmpty: true },
  eventsUrl: { default: '/api/events', nonEmpty: true },
  eventsToken: { default: '' },
  translationsUrl: { default: '/i18n', nonEmpty: true },
  translationsKey: { default: '' },
  sentryDsn: { nonEmpty: true },
  environment: { default: 'development', nonEmpty: true },
  tagManagerBaseUrl: { default: '' },
  appVersion: { default: '0.0.0' },
  styleNonce: {},
};

export type RuntimeConfigReading = { ok: true; config: RuntimeConfig } | { ok: false; problems: string[] };

/**
 * runtimeConfigSchema's reading of a runtime config without zod (the browser reads the config before its first
 * screen, which must not load zod: issue 16): defaults filled, unknown fields dropped, each bad field named.
 * runtime-config-read.test.ts proves it agrees with the schema, which stays the source of truth.
 */
export function readRuntimeConfig(raw: unknown): RuntimeConfigReading {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, problems: ['(root): expected an object'] };
  }
  const input = raw as Record<string, unknown>;
  const config: Record<string, string> = {};
  const problems: string[] = [];
  for (const [name, field] of Object.entries(FIELDS)) {
    const value = input[name];
    if (value === undefined) {
      if (field.default !== undefined) config[name] = field.default;
    } else if (typeof value !== 'string') problems.push(`${name}: expected a string`);
    else if (field.nonEmpty && value === '') problems.push(`${name}: must not be empty`);
    else config[name] = value;
  }
  return problems.length ? { ok: false, problems } : { ok: true, config: config as RuntimeConfig };
}
