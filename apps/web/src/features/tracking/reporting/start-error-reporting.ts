import type * as SentryTypes from '@sentry/react';
import { setErrorReporter } from '../../../lib/error-reporting';
import type { ErrorReportingOptions } from '../model/sentry-options';

type SentryModule = typeof SentryTypes;

let started: Promise<SentryModule | null> | null = null;
let replayAdded = false;

/**
 * Starts error reporting (spec §8, §9) once: the reporting library is a separate chunk loaded only when a DSN is
 * configured and the visitor allowed measurement (issue 15: it sent session data before consent). From then on
 * lib/error-reporting's `reportError` sends to it. Failing to start is only logged.
 */
export function startErrorReporting(options: ErrorReportingOptions): Promise<SentryModule | null> {
  started ??= import('@sentry/react')
    .then((Sentry) => {
      Sentry.init({ ...options, integrations: [Sentry.browserTracingIntegration()] });
      setErrorReporter((error, context) => Sentry.captureException(error, context ? { extra: context } : undefined));
      return Sentry;
    })
    .catch((error: unknown) => {
      console.error('[error reporting] could not start', error);
      return null;
    });
  return started;
}

/**
 * Session replay records the visit, so it joins only with measurement consent (design.md: nothing beyond the
 * technical before consent); its sample rates are already in the init options (spec §9).
 */
export async function enableSessionReplay(): Promise<void> {
  const Sentry = await started;
  if (!Sentry || replayAdded) return;
  replayAdded = true;
  Sentry.addIntegration(Sentry.replayIntegration());
}

/** Stops error reporting when measurement consent is withdrawn: nothing more is sent (issue 15). */
export async function stopErrorReporting(): Promise<void> {
  const current = started;
  if (!current) return;
  started = null;
  replayAdded = false;
  setErrorReporter(null);
  const Sentry = await current;
  await Sentry?.close();
}
