import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './http/api-error';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  it('does not retry failed queries and logs the failure once', async () => {
    const client = createQueryClient();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const queryFn = vi.fn(() => Promise.reject(new ApiError({ message: 'GENERIC_ERROR', details: 'supplier down' })));
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toThrow('GENERIC_ERROR');
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[api] ["x"]:', 'GENERIC_ERROR', 'supplier down', '');
  });

  it('does not log cancellations', async () => {
    const client = createQueryClient();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      client.fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(new ApiError({ message: 'canceled' })) }),
    ).rejects.toThrow('canceled');
    expect(error).not.toHaveBeenCalled();
  });

  it('keeps data fresh for a minute', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(60_000);
  });
});
