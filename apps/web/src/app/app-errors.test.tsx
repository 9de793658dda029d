import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '../lib/error-reporting';
import { resetTrackBus, subscribeTrack } from '../lib/track-bus';
import { renderAppAt, startupHandlers } from './testing/app-harness';

// A screen that throws while rendering: the not-found route stands in for any screen.
vi.mock('./routes/not-found-route', () => ({
  NotFoundRoute: () => {
    throw new Error('render failure');
  },
}));

const server = setupServer(...startupHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a runtime render error (spec §2, §8)', { timeout: 20_000 }, () => {
  it('shows the generic exception page, tracked as viewed.app-error-[error-boundary] and reported', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const events: string[] = [];
    const reports: string[] = [];
    resetTrackBus();
    const stopEvents = subscribeTrack((event) => events.push(event.eventName));
    setErrorReporter((_error, context) => reports.push(context?.source ?? ''));
    renderAppAt('/nowhere');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Qualcosa è andato storto' }, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Torna alla home' })).toBeTruthy();
    await waitFor(() => expect(events).toContain('viewed.app-error-[error-boundary]'));
    expect(reports).toContain('error-boundary');
    stopEvents();
    setErrorReporter(null);
  });
});
