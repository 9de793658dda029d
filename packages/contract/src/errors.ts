/** Error messages the spec names (§8) plus the ones our API adds; carried in `error.message`. */
export const ErrorMessage = {
  CART_EXPIRED: 'CART_EXPIRED',
  NO_CONTENT: 'NO_CONTENT',
  GENERIC_ERROR: 'GENERIC_ERROR',
  VALIDATION_ERROR: 'VALIDATION_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  NOT_IMPLEMENTED: 'NOT_IMPLEMENTED',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;
export type ErrorMessage = (typeof ErrorMessage)[keyof typeof ErrorMessage];

/** HTTP status that goes with each error message (design.md: status follows the error). */
export const statusForError: Record<ErrorMessage, number> = {
  CART_EXPIRED: 410,
  NO_CONTENT: 404,
  // spec §4/§8: "not ready yet, retry" (search polling). 202, not 503: a normal step of polling is no error
  // status for browsers to log (issue 15); the envelope still carries GENERIC_ERROR and the client retries.
  GENERIC_ERROR: 202,
  VALIDATION_ERROR: 400,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  NOT_IMPLEMENTED: 501,
  INTERNAL_ERROR: 500,
};
