import { ErrorMessage } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { STAY_RETRY_LIMIT, shouldRetryStayFetch, stayRetryDelay } from './stay-retry-policy';

describe('stay fetch retry', () => {
  it('retries GENERIC_ERROR below the limit only', () => {
    const notReady = new Error(ErrorMessage.GENERIC_ERROR);
    expect(shouldRetryStayFetch(0, notReady)).toBe(true);
    expect(shouldRetryStayFetch(STAY_RETRY_LIMIT - 1, notReady)).toBe(true);
    expect(shouldRetryStayFetch(STAY_RETRY_LIMIT, notReady)).toBe(false);
    expect(shouldRetryStayFetch(0, new Error(ErrorMessage.NO_CONTENT))).toBe(false);
    expect(shouldRetryStayFetch(0, 'GENERIC_ERROR')).toBe(false);
  });

  it('backs off with jitter and a cap', () => {
    expect(stayRetryDelay(0, () => 0)).toBe(75);
    expect(stayRetryDelay(0, () => 1)).toBe(150);
    expect(stayRetryDelay(2, () => 0.5)).toBe(450);
    expect(stayRetryDelay(20, () => 1)).toBe(3000);
  });
});
