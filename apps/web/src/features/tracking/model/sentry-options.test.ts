import { describe, expect, it } from 'vitest';
import { errorReportingOptions } from './sentry-options';

describe('error reporting options', () => {
  it('is off without a DSN', () => {
    expect(errorReportingOptions({ environment: 'production', appVersion: '1.0.0' })).toBeNull();
  });

  it('uses the spec sample rates and ignore list', () => {
    const options = errorReportingOptions({
      sentryDsn: 'https://key@errors.example.com/1',
      environment: 'production',
      appVersion: '1.0.0',
    });
    expect(options).toMatchObject({
      dsn: 'https://key@errors.example.com/1',
      environment: 'production',
      release: '1.0.0',
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 0.1,
      sendDefaultPii: false,
    });
    expect(options?.ignoreErrors).toEqual(
      expect.arrayContaining(['Network Error', 'Load failed', 'timeout of 60000ms exceeded']),
    );
  });
});
