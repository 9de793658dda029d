import { ErrorMessage, statusForError } from '@wayfare/contract';

/**
 * An error a handler throws on purpose: the error handler turns it into the envelope with the
 * status that goes with its message (design.md: HTTP status follows the error).
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly statusCode: number;

  constructor(
    readonly errorMessage: ErrorMessage,
    readonly details: string | null = null,
  ) {
    super(details ? `${errorMessage}: ${details}` : errorMessage);
    this.statusCode = statusForError[errorMessage];
  }
}

export const notFound = (details: string) => new ApiError(ErrorMessage.NOT_FOUND, details);
export const forbidden = (details: string) => new ApiError(ErrorMessage.FORBIDDEN, details);
export const unauthorized = (details: string) => new ApiError(ErrorMessage.UNAUTHORIZED, details);
