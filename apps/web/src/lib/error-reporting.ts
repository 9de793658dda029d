/**
 * spec §8: failures are logged and reported. Anything may call `reportError`; the tracking feature installs the
 * error-reporting service (when a DSN is configured) as the reporter. Reports made before that wait (a few).
 */
export type ErrorReporter = (error: unknown, context?: Record<string, string>) => void;

const MAX_PENDING = 20;
let reporter: ErrorReporter | null = null;
const pending: [unknown, Record<string, string> | undefined][] = [];

/** Logs the error to the console and hands it to the error-reporting service. Never throws. */
export function reportError(error: unknown, context?: Record<string, string>): void {
  console.error(context?.source ? `[${context.source}]` : '[error]', error);
  if (!reporter) {
    pending.push([error, context]);
    if (pending.length > MAX_PENDING) pending.shift();
    return;
  }
  try {
    reporter(error, context);
  } catch {
    // reporting must never break the caller
  }
}

/** Installs the reporter (null: reports are logged only) and sends what was reported before. */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
  if (!next) return;
  for (const [error, context] of pending.splice(0, pending.length)) {
    try {
      next(error, context);
    } catch {
      // as above
    }
  }
}
