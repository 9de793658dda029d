import type { RuntimeConfig } from '../../../lib/runtime-config';

/**
 * spec §8: the error-reporting setup ignores network-failure, load-failure and time-out-of-60000ms messages
 * (the client's own wording for them, lib/http/api-error.ts, plus the browsers' fetch failures).
 */
export const IGNORED_ERROR_MESSAGES: readonly string[] = [
  'Network Error',
  'Failed to fetch',
  'NetworkError when attempting to fetch resource.',
  'Load failed',
  'timeout of 60000ms exceeded',
];

/** spec §9: traces 100%, session replay 10%, replay on error 10%. */
export const SAMPLE_RATES = {
  tracesSampleRate: 1.0,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 0.1,
} as const;

export interface ErrorReportingOptions {
  dsn: string;
  environment: string;
  release: string;
  ignoreErrors: string[];
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
  /** design.md "nothing personal": no IP, cookies or user data attached. */
  sendDefaultPii: false;
}

/** The error-reporting init options; null when no DSN is configured (reporting is off, design.md). */
export function errorReportingOptions(
  config: Pick<RuntimeConfig, 'sentryDsn' | 'environment' | 'appVersion'>,
): ErrorReportingOptions | null {
  if (!config.sentryDsn) return null;
  return {
    dsn: config.sentryDsn,
    environment: config.environment,
    release: config.appVersion,
    ignoreErrors: [...IGNORED_ERROR_MESSAGES],
    ...SAMPLE_RATES,
    sendDefaultPii: false,
  };
}
