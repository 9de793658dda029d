import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAppAt, startupHandlers } from './testing/app-harness';

// A screen whose chunk a deploy removed: the not-found route stands in for any lazily loaded screen.
vi.mock('./routes/not-found-route', () => ({
  NotFoundRoute: () => {
    throw new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/not-found-route-x.js');
  },
}));
// The page is not really loaded again in jsdom: the call that would do it is watched instead.
const reload = vi.hoisted(() => vi.fn());
vi.mock('../lib/stale-build', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  reloadForNewBuild: reload,
}));

const server = setupServer(...startupHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a screen chunk missing after a deploy', { timeout: 20_000 }, () => {
  it('loads the page again instead of showing the exception page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAppAt('/nowhere');
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 8000 });
    expect(screen.queryByRole('heading', { level: 1, name: 'Qualcosa è andato storto' })).toBeNull();
  });
});
