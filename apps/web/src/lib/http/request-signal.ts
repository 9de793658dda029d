/** spec §7 and §9: every request times out after 60 s. */
export const REQUEST_TIMEOUT_MS = 60_000;

export interface RequestSignal {
  signal: AbortSignal;
  /** Which side ended the request, once it has been aborted. */
  reason(): 'timeout' | 'canceled' | null;
  /** Stops the timer; call when the response body has been read. */
  dispose(): void;
}

/**
 * One signal that aborts on the timeout or on the caller's signal, whichever comes first, and remembers which
 * (AbortSignal.any/timeout would lose that distinction and are missing from older Safari).
 */
export function createRequestSignal(callerSignal?: AbortSignal, timeoutMs = REQUEST_TIMEOUT_MS): RequestSignal {
  const controller = new AbortController();
  let ended: 'timeout' | 'canceled' | null = null;
  const onCallerAbort = () => {
    ended ??= 'canceled';
    controller.abort(callerSignal?.reason);
  };
  const timer = setTimeout(() => {
    ended ??= 'timeout';
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, timeoutMs);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    reason: () => ended,
    dispose: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
