import { cartRoutes } from '@wayfare/contract';
import type * as Contract from '@wayfare/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from './api-error';
import { RELOAD_WAIT_MS, resultSchemaOf } from './result-schema';

// The cart schemas' chunk as a deploy leaves it for an open tab: gone (404), so the import fails.
const failure = vi.hoisted(() => ({ error: null as Error | null }));
vi.mock('@wayfare/contract', async (importOriginal) => {
  const actual = await importOriginal<typeof Contract>();
  return {
    ...actual,
    loadEndpoint: (route: Parameters<typeof actual.loadEndpoint>[0]) =>
      failure.error ? Promise.reject(failure.error) : actual.loadEndpoint(route),
  };
});

afterEach(() => {
  failure.error = null;
  vi.useRealTimers();
});

describe('a request whose schema chunk is missing', () => {
  it('after a deploy, loads the page again and waits for it ("Select" said "We couldn\'t start your booking")', async () => {
    vi.useFakeTimers();
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    failure.error = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/assets/cart-TaA7oMRv.js',
    );
    const outcome = vi.fn();
    resultSchemaOf(cartRoutes.CreateCart).then(outcome, outcome);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(outcome).not.toHaveBeenCalled();
    // A reload the browser did not carry out still ends in the screen's error, not a pending button for ever.
    await vi.advanceTimersByTimeAsync(RELOAD_WAIT_MS);
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ message: NETWORK_ERROR_MESSAGE }));
  });

  it('for any other failure, rejects at once with a network error the screen shows', async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    failure.error = new Error('No endpoint Cart.Nope in group "cart"');
    await expect(resultSchemaOf(cartRoutes.CreateCart)).rejects.toMatchObject({ message: NETWORK_ERROR_MESSAGE });
    expect(reload).not.toHaveBeenCalled();
  });
});
