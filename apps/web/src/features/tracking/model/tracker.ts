import { categoryOf } from '../../../lib/track-bus';
import type { TrackRequest } from '../../../lib/track-bus';
import { decide } from './event-gate';
import type { GateState } from './event-gate';

/** Held events are kept for when consent arrives; a page never needs more (oldest dropped first). */
const MAX_HELD = 50;

export interface Tracker {
  /** A new request from the bus: sent, held or dropped at once. */
  push(request: TrackRequest): void;
  /** The gate changed (sign-in settled, brand known, consent given): held requests are re-decided. */
  update(state: GateState): void;
  /** Held requests (tests and diagnostics). */
  held(): readonly TrackRequest[];
}

/** Queues tracking requests behind the gate and hands those allowed to `send` (which must never throw). */
export function createTracker(send: (request: TrackRequest) => void): Tracker {
  let state: GateState = { ready: false, acceptance: null };
  let queue: TrackRequest[] = [];

  const route = (request: TrackRequest): 'held' | 'done' => {
    const decision = decide(categoryOf(request), state);
    if (decision === 'send') send(request);
    return decision === 'hold' ? 'held' : 'done';
  };

  return {
    push(request) {
      if (route(request) === 'held') {
        queue.push(request);
        if (queue.length > MAX_HELD) queue.shift();
      }
    },
    update(next) {
      state = next;
      const pending = queue;
      queue = [];
      for (const request of pending) if (route(request) === 'held') queue.push(request);
    },
    held: () => queue,
  };
}
