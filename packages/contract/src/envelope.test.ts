import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, fail, ok } from './envelope';
import { ErrorMessage, statusForError } from './errors';

describe('envelope', () => {
  const schema = envelopeSchema(z.object({ cartId: z.string() }));

  it('round-trips a success', () => {
    const envelope = ok({ cartId: 'c-1' });
    expect(schema.parse(JSON.parse(JSON.stringify(envelope)))).toEqual({
      result: { cartId: 'c-1' },
      success: true,
      error: null,
      unAuthorizedRequest: false,
    });
  });

  it('round-trips a failure with validation errors', () => {
    const envelope = fail({
      code: 400,
      message: ErrorMessage.VALIDATION_ERROR,
      details: 'The request is not valid',
      validationErrors: [{ field: 'body.outboundDate', message: 'Invalid ISO date' }],
    });
    expect(schema.parse(JSON.parse(JSON.stringify(envelope)))).toEqual(envelope);
  });

  it('rejects a result of the wrong shape', () => {
    expect(schema.safeParse({ ...ok({ cartId: 1 }) }).success).toBe(false);
  });

  it('maps CART_EXPIRED to 410 and validation to 400', () => {
    expect(statusForError[ErrorMessage.CART_EXPIRED]).toBe(410);
    expect(statusForError[ErrorMessage.VALIDATION_ERROR]).toBe(400);
  });
});
