import type { ErrorInfo } from '@wayfare/contract';

/** Messages for failures that never reached a server envelope; spec §8 names the first two (axios wording). */
export const TIMEOUT_MESSAGE = 'timeout of 60000ms exceeded';
export const NETWORK_ERROR_MESSAGE = 'Network Error';
export const MALFORMED_RESPONSE = 'MALFORMED_RESPONSE';
export const CANCELED_MESSAGE = 'canceled';

export type ValidationError = NonNullable<ErrorInfo['validationErrors']>[number];

export interface ApiErrorInit {
  message: string;
  /** The envelope's error.code; null when no envelope came back. */
  code?: number | null;
  /** HTTP status; 0 when no response arrived (network, timeout, cancel). */
  status?: number;
  details?: string | null;
  validationErrors?: ValidationError[];
}

/**
 * Every failed call rejects with this. `message` is the server's `error.message` when an envelope came back
 * (CART_EXPIRED, NO_CONTENT, GENERIC_ERROR...), so callers branch on `error.message` as spec §4 and §8 do.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: number | null;
  readonly status: number;
  readonly details: string | null;
  readonly validationErrors: ValidationError[];

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.code = init.code ?? null;
    this.status = init.status ?? 0;
    this.details = init.details ?? null;
    this.validationErrors = init.validationErrors ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for the given envelope message, e.g. `hasErrorMessage(error, 'CART_EXPIRED')`. */
export function hasErrorMessage(error: unknown, message: string): boolean {
  return isApiError(error) && error.message === message;
}

/** A cancellation is the caller's own doing, not a failure to report. */
export function isCanceled(error: unknown): boolean {
  return isApiError(error) && error.message === CANCELED_MESSAGE;
}

/** spec §8: failures nobody handles are only logged, with the server's message or details, to the console. */
export function logApiError(error: unknown, context?: string): void {
  if (isCanceled(error)) return;
  const prefix = context ? `[api] ${context}:` : '[api]';
  if (isApiError(error)) {
    console.error(
      prefix,
      error.message,
      error.details ?? '',
      error.validationErrors.length ? error.validationErrors : '',
    );
  } else {
    console.error(prefix, error);
  }
}
