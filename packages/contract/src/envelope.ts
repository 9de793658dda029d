import { z } from 'zod';

/**
 * The response envelope of every API call (design.md: ASP.NET Boilerplate style,
 * which the spec's `/api/services/app/...` paths imply). Clients read `result`.
 */
export const errorInfoSchema = z.object({
  code: z.number().int(),
  /** One of the spec's error messages (CART_EXPIRED, NO_CONTENT, GENERIC_ERROR) or a readable reason. */
  message: z.string(),
  /** Human-readable detail; never a stack trace. */
  details: z.string().nullable(),
  /** Per-field problems of a rejected request. */
  validationErrors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorInfo = z.infer<typeof errorInfoSchema>;

export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({
    result: result.nullable(),
    success: z.boolean(),
    error: errorInfoSchema.nullable(),
    unAuthorizedRequest: z.boolean(),
  });
}

export interface Envelope<T> {
  result: T | null;
  success: boolean;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
}

export function ok<T>(result: T): Envelope<T> {
  return { result, success: true, error: null, unAuthorizedRequest: false };
}

export function fail(error: ErrorInfo, unAuthorizedRequest = false): Envelope<never> {
  return { result: null, success: false, error, unAuthorizedRequest };
}
