import type { LogLevel } from '@wayfare/contract';

/**
 * What a feature or src/app/ wants tracked (spec §3 "Tracking event" without eventData: the tracker adds
 * brand, domain, fingerprints and version). Values are scalars only: nothing personal and no token (design.md).
 */
export interface AppEvent {
  eventName: string;
  logLevel: LogLevel;
  eventProperties?: Record<string, string | number | boolean | null>;
}

export type AppEventListener = (event: AppEvent) => void;

/** spec §8 error view names (and the brand-config failure event) emitted by the app shell. */
export const APP_ERROR_EVENTS = {
  getInitialState: 'error.get-initial-state',
  brandConfigView: 'viewed.app-error-[brand-config]',
  maintenanceView: 'viewed.app-error-[maintenance-mode]',
  errorBoundaryView: 'viewed.app-error-[error-boundary]',
} as const;

/** Events emitted before the tracker subscribed wait here (bounded: a tracker that never comes costs little). */
const MAX_PENDING = 50;

/**
 * A tiny publish/subscribe channel between the features that emit events and the tracking feature that sends
 * them (features never import each other). Startup errors happen before tracking is wired, so events emitted
 * with no subscriber are kept and handed to the first one.
 */
export function createAppEventBus() {
  const listeners = new Set<AppEventListener>();
  let pending: AppEvent[] = [];

  function emit(event: AppEvent): void {
    if (listeners.size === 0) {
      if (pending.length < MAX_PENDING) pending.push(event);
      return;
    }
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        // A failing tracker must never break the screen that emitted the event (design.md reliability).
        console.error('[app-events] listener failed', error);
      }
    }
  }

  function subscribe(listener: AppEventListener): () => void {
    listeners.add(listener);
    const queued = pending;
    pending = [];
    for (const event of queued) emit(event);
    return () => {
      listeners.delete(listener);
    };
  }

  return { emit, subscribe };
}

const appEvents = createAppEventBus();

/** Hands an event to the tracker (queued until one subscribed). */
export const emitAppEvent = appEvents.emit;

/** The tracker's side: receives every emitted event, including those queued before it subscribed. */
export const subscribeAppEvents = appEvents.subscribe;
