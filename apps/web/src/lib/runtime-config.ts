import { RUNTIME_CONFIG_ELEMENT_ID, readRuntimeConfig } from '@wayfare/contract';
import type { RuntimeConfig } from '@wayfare/contract';

export type { RuntimeConfig };

/** A runtime config that is absent, unreadable or fails the schema; the message names the bad field. */
export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

/** The contract's runtime config schema, read without zod (the config is read before the first screen). */
function validate(raw: unknown, source: string): RuntimeConfig {
  const reading = readRuntimeConfig(raw);
  if (reading.ok) return reading.config;
  throw new RuntimeConfigError(`Invalid runtime configuration from ${source}: ${reading.problems.join('; ')}`);
}

/** Reads the config the API injected into index.html, or null when the page has none (e.g. the Vite dev server). */
export function readInlineRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  const element = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID);
  if (!element) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(element.textContent ?? '');
  } catch {
    throw new RuntimeConfigError(`The #${RUNTIME_CONFIG_ELEMENT_ID} element does not hold valid JSON`);
  }
  return validate(raw, `#${RUNTIME_CONFIG_ELEMENT_ID}`);
}

/**
 * The runtime config (design.md: one build, many brands): the inline JSON element when present, else
 * `/config.json`. Rejects with a RuntimeConfigError whose message the app shows instead of a blank page.
 */
export async function loadRuntimeConfig(doc: Document = document, fetchImpl: typeof fetch = fetch) {
  const inline = readInlineRuntimeConfig(doc);
  if (inline) return inline;
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new RuntimeConfigError('The runtime configuration (/config.json) could not be loaded: network error');
  }
  if (!response.ok) {
    throw new RuntimeConfigError(
      `The runtime configuration (/config.json) could not be loaded: HTTP ${response.status}`,
    );
  }
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    throw new RuntimeConfigError('The runtime configuration (/config.json) is not valid JSON');
  }
  return validate(raw, '/config.json');
}

let current: RuntimeConfig | null = null;
/** The server renderer's per-request config (its style nonce differs per response): see app/ssr/. */
let scoped: (() => RuntimeConfig | undefined) | null = null;

/** Installed once by the server entry: the config of the request being rendered, read from its scope. */
export function setRuntimeConfigScope(source: (() => RuntimeConfig | undefined) | null): void {
  scoped = source;
}

/** Installed once by the bootstrap (src/app/main.tsx) before anything calls the API. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The installed runtime config; throws when read before the bootstrap installed it (a programming error). */
export function getRuntimeConfig(): RuntimeConfig {
  const inScope = scoped?.();
  if (inScope) return inScope;
  if (!current) throw new RuntimeConfigError('The runtime configuration was read before it was loaded');
  return current;
}
