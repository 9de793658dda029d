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

/** Items sent before anyone subscribed wait here (bounded: a subscriber that never comes costs little). */
const MAX_PENDING = 50;

/**
 * A tiny publish/subscribe channel (features never import each other: the emitters and the tracking feature
 * meet here). Startup errors happen before tracking is wired, so items sent with no subscriber are kept and
 * handed to the first one.
 */
export function createChannel<T>() {
  const listeners = new Set<(item: T) => void>();
  let pending: T[] = [];

  function emit(item: T): void {
    if (listeners.size === 0) {
      if (pending.length < MAX_PENDING) pending.push(item);
      return;
    }
    for (const listener of listeners) {
      try {
        listener(item);
      } catch (error) {
        // A failing tracker must never break the screen that emitted the event (design.md reliability).
        console.error('[app-events] listener failed', error);
      }
    }
  }

  function subscribe(listener: (item: T) => void): () => void {
    listeners.add(listener);
    const queued = pending;
    pending = [];
    for (const item of queued) emit(item);
    return () => {
      listeners.delete(listener);
    };
  }

  return { emit, subscribe };
}

/** The channel of tracked events. */
export function createAppEventBus() {
  return createChannel<AppEvent>();
}

const appEvents = createAppEventBus();

/** Hands an event to the tracker (queued until one subscribed). */
export const emitAppEvent = appEvents.emit;

/** The tracker's side: receives every emitted event, including those queued before it subscribed. */
export const subscribeAppEvents = appEvents.subscribe;

/** An error for the error-reporting service (spec §8 "logged and reported"), with where it happened. */
export interface AppErrorReport {
  error: unknown;
  /** Where it happened, e.g. `startup.brand-config`, `error-boundary`. */
  source: string;
}

const appErrors = createChannel<AppErrorReport>();

/** Hands an error to error reporting (queued until the reporter subscribed). Log it yourself too. */
export const reportAppError = appErrors.emit;

/** The error reporter's side. */
export const subscribeAppErrors = appErrors.subscribe;
