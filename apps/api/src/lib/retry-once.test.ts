import { describe, expect, it, vi } from 'vitest';
import { causeOf, retryOnce } from './retry-once';

describe('retryOnce', () => {
  it('returns the first success without retrying', async () => {
    const onRetry = vi.fn();
    await expect(retryOnce(async () => 'ok', onRetry)).resolves.toBe('ok');
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('runs a failed step once more, reporting the first failure', async () => {
    const task = vi.fn().mockRejectedValueOnce(new Error('boot timed out')).mockResolvedValueOnce('ok');
    const onRetry = vi.fn();
    await expect(retryOnce(task, onRetry)).resolves.toBe('ok');
    expect(onRetry).toHaveBeenCalledWith(expect.objectContaining({ message: 'boot timed out' }));
  });

  it('throws the second failure', async () => {
    const task = vi.fn().mockRejectedValue(new Error('still down'));
    await expect(retryOnce(task, () => undefined)).rejects.toThrow('still down');
    expect(task).toHaveBeenCalledTimes(2);
  });
});

describe('causeOf', () => {
  it('keeps the first line only', () => {
    expect(causeOf(new Error('Failed query: insert …\nparams: anna@example.com'))).toBe('Failed query: insert …');
    expect(causeOf('plain')).toBe('plain');
  });
});
