import { ErrorMessage } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { notReadyDelay, shouldRetryNotReady } from './detail-retry';

describe('detail retry', () => {
  it('retries only GENERIC_ERROR, below 10', () => {
    expect(shouldRetryNotReady(9, new Error(ErrorMessage.GENERIC_ERROR))).toBe(true);
    expect(shouldRetryNotReady(10, new Error(ErrorMessage.GENERIC_ERROR))).toBe(false);
    expect(shouldRetryNotReady(0, new Error('CART_EXPIRED'))).toBe(false);
    expect(notReadyDelay(30, () => 1)).toBe(3000);
  });
});
