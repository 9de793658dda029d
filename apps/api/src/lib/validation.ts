import { ErrorMessage, findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@wayfare/contract';
import type { z } from 'zod';
import { ApiError } from './api-error';

export interface FieldError {
  field: string;
  message: string;
}

/** A rejected request: the envelope lists every bad field (design.md: validation errors list each bad field). */
export class RequestValidationError extends ApiError {
  constructor(readonly fields: FieldError[]) {
    super(ErrorMessage.VALIDATION_ERROR, `Invalid request: ${fields.map((f) => f.field).join(', ')}`);
  }
}

/** Maps zod issues to fields; an issue on the whole input is named after its location (body, query, params). */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], location: string): FieldError[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    let field = path || location;
    // Strict objects report unknown keys on the parent; name the keys themselves.
    if (issue.code === 'unrecognized_keys') field = issue.keys.map((key) => (path ? `${path}.${key}` : key)).join(', ');
    return { field, message: issue.message };
  });
}

/** Parses one part of a request, throwing a RequestValidationError naming each bad field. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown, location: string): z.output<T> {
  // Every free-text field, whatever its schema: NUL and lone surrogates never reach the database (issue 15 item 8).
  const unsafe = findUnsafeText(value);
  if (unsafe !== null) throw new RequestValidationError([{ field: unsafe || location, message: UNSAFE_TEXT_MESSAGE }]);
  const result = schema.safeParse(value);
  if (!result.success) throw new RequestValidationError(fieldErrors(result.error.issues, location));
  return result.data;
}
