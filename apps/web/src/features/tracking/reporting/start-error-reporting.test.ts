import { describe, expect, it, vi } from 'vitest';
import { reportError, setErrorReporter } from '../../../lib/error-reporting';
import { errorReportingOptions } from '../model/sentry-options';
import { enableSessionReplay, startErrorReporting, stopErrorReporting } from './start-error-reporting';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  addIntegration: vi.fn(),
  close: vi.fn(async () => true),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn(() => ({ name: 'Replay' })),
}));
vi.mock('@sentry/react', () => sentry);

describe('startErrorReporting', () => {
  it('initialises once with the spec options, then receives reports; replay joins on demand', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const options = errorReportingOptions({
      sentryDsn: 'https://k@errors.example/1',
      environment: 'test',
      appVersion: '1',
    })!;
    await Promise.all([startErrorReporting(options), startErrorReporting(options)]);
    expect(sentry.init).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 0.1 }),
    );
    const error = new Error('render failed');
    reportError(error, { source: 'error-boundary' });
    expect(sentry.captureException).toHaveBeenCalledWith(error, { extra: { source: 'error-boundary' } });

    expect(sentry.addIntegration).not.toHaveBeenCalled();
    await enableSessionReplay();
    await enableSessionReplay();
    expect(sentry.addIntegration).toHaveBeenCalledTimes(1);
    setErrorReporter(null);
  });

  it('stops on a withdrawn consent: closed, and reports stay local', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const options = errorReportingOptions({
      sentryDsn: 'https://k@errors.example/1',
      environment: 'test',
      appVersion: '1',
    })!;
    await startErrorReporting(options);
    sentry.captureException.mockClear();
    await stopErrorReporting();
    expect(sentry.close).toHaveBeenCalled();
    reportError(new Error('after reject'));
    expect(sentry.captureException).not.toHaveBeenCalled();
  });
});
