import { APP_ERROR_EVENTS, emitAppEvent, reportAppError } from '../lib/app-events';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** spec §8: a brand config failure is tracked as error.get-initial-state, logged and reported. */
export function trackBrandConfigFailure(error: unknown): void {
  console.error('[startup] the brand configuration could not be loaded', error);
  emitAppEvent({
    eventName: APP_ERROR_EVENTS.getInitialState,
    logLevel: 'error',
    eventProperties: { message: messageOf(error).slice(0, 500) },
  });
  reportAppError({ error, source: 'startup.brand-config' });
}

/** spec §8 tracked error views. */
export function trackBrandConfigView(): void {
  emitAppEvent({ eventName: APP_ERROR_EVENTS.brandConfigView, logLevel: 'error' });
}

export function trackMaintenanceView(): void {
  emitAppEvent({ eventName: APP_ERROR_EVENTS.maintenanceView, logLevel: 'warn' });
}

export function trackErrorBoundaryView(): void {
  emitAppEvent({ eventName: APP_ERROR_EVENTS.errorBoundaryView, logLevel: 'error' });
}

/** A runtime error caught by a boundary: logged and reported (spec §8). */
export function reportRenderError(error: unknown): void {
  console.error('[error boundary]', error);
  reportAppError({ error, source: 'error-boundary' });
}
