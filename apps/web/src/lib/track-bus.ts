import type { LogLevel, ProductType } from '@wayfare/contract';

/**
 * Why an event is sent (spec §4 cookie consent): technical events (errors the operators must see) may be sent
 * without a choice; measurement events (page views and the like) only after measurement consent.
 */
export type TrackCategory = 'technical' | 'measurement';

/** What a screen asks to track; the tracking feature adds eventData (spec §3 "Tracking event") and sends it. */
export interface TrackRequest {
  /** e.g. `viewed.app-error-[brand-config]`, `error.get-initial-state` (spec §8). */
  eventName: string;
  logLevel?: LogLevel;
  /** Scalars only, nothing personal and no token (design.md "Events"). */
  eventProperties?: Record<string, string | number | boolean | null>;
  /** Defaults to technical for logLevel error/warn, else measurement. */
  category?: TrackCategory;
  product?: ProductType;
  cartId?: string;
}

export type TrackListener = (request: TrackRequest) => void;

/** Events emitted before the tracking feature subscribed wait here; the oldest go first when it overflows. */
const MAX_PENDING = 100;
const pending: TrackRequest[] = [];
const listeners = new Set<TrackListener>();

/** The category of a request (its own, else by log level). */
export function categoryOf(request: TrackRequest): TrackCategory {
  if (request.category) return request.category;
  return request.logLevel === 'error' || request.logLevel === 'warn' ? 'technical' : 'measurement';
}

/**
 * Asks for an event to be tracked. Never throws and never waits: whether and when it is sent (consent, sign-in
 * settled) is the tracking feature's decision. Emitted before tracking starts, it is kept until it does.
 */
export function emitTrack(request: TrackRequest): void {
  if (listeners.size === 0) {
    pending.push(request);
    if (pending.length > MAX_PENDING) pending.shift();
    return;
  }
  for (const listener of listeners) {
    try {
      listener(request);
    } catch (error) {
      console.error('[tracking] listener failed', error);
    }
  }
}

/** Subscribes the tracker; it first receives the events emitted so far. Returns the unsubscribe function. */
export function subscribeTrack(listener: TrackListener): () => void {
  listeners.add(listener);
  const backlog = pending.splice(0, pending.length);
  for (const request of backlog) emitTrack(request);
  return () => {
    listeners.delete(listener);
  };
}

/** Tests only: forget listeners and pending events. */
export function resetTrackBus(): void {
  listeners.clear();
  pending.length = 0;
}
