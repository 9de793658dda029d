import { reportError } from '../lib/error-reporting';
import { emitTrack } from '../lib/track-bus';

/** spec §8: the error event and error views the app shell tracks. */
export const APP_ERROR_EVENTS = {
  getInitialState: 'error.get-initial-state',
  brandConfigView: 'viewed.app-error-[brand-config]',
  maintenanceView: 'viewed.app-error-[maintenance-mode]',
  errorBoundaryView: 'viewed.app-error-[error-boundary]',
} as const;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** spec §8: a brand config failure is tracked as error.get-initial-state, logged and reported. */
export function trackBrandConfigFailure(error: unknown): void {
  emitTrack({
    eventName: APP_ERROR_EVENTS.getInitialState,
    logLevel: 'error',
    eventProperties: { message: messageOf(error).slice(0, 500) },
  });
  reportError(error, { source: 'startup.brand-config' });
}

/** spec §8 tracked error views (technical events: operators see them whatever the consent). */
export function trackBrandConfigView(): void {
  emitTrack({ eventName: APP_ERROR_EVENTS.brandConfigView, logLevel: 'error' });
}

export function trackMaintenanceView(): void {
  emitTrack({ eventName: APP_ERROR_EVENTS.maintenanceView, logLevel: 'warn' });
}

export function trackErrorBoundaryView(): void {
  emitTrack({ eventName: APP_ERROR_EVENTS.errorBoundaryView, logLevel: 'error' });
}

/** A runtime error caught by a boundary: logged and reported (spec §8). */
export function reportRenderError(error: unknown): void {
  reportError(error, { source: 'error-boundary' });
}
