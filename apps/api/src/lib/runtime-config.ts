import { RUNTIME_CONFIG_ELEMENT_ID, RUNTIME_CONFIG_MARKER, runtimeConfigSchema } from '@wayfare/contract';
import type { RuntimeConfig } from '@wayfare/contract';
import type { AppConfig } from '../config';

/**
 * The public runtime config of the web app (design.md "Runtime configuration"), from PUBLIC_*
 * variables; validated with the contract's schema, so a bad value fails at start-up.
 */
export function buildRuntimeConfig(config: AppConfig, styleNonce?: string): RuntimeConfig {
  const p = config.public;
  return runtimeConfigSchema.parse({
    bookingApiUrl: p.bookingApiUrl,
    welfareApiUrl: p.welfareApiUrl,
    brandDomain: p.brandDomain,
    eventsUrl: p.eventsUrl,
    eventsToken: config.eventsToken,
    translationsUrl: p.translationsUrl,
    translationsKey: p.translationsKey,
    sentryDsn: p.sentryDsn,
    environment: config.environment,
    tagManagerBaseUrl: p.tagManagerBaseUrl,
    appVersion: config.appVersion,
    styleNonce,
  });
}

/** The script element that replaces the marker; `<` is escaped so no value can close the tag. */
export function runtimeConfigScript(runtimeConfig: RuntimeConfig): string {
  const json = JSON.stringify(runtimeConfig).replace(/</g, '\\u003c');
  return `<script id="${RUNTIME_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`;
}

export function injectRuntimeConfig(html: string, runtimeConfig: RuntimeConfig): string {
  return html.replace(RUNTIME_CONFIG_MARKER, () => runtimeConfigScript(runtimeConfig));
}
