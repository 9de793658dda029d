import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, setErrorReporter } from './error-reporting';

describe('reportError', () => {
  afterEach(() => setErrorReporter(null));

  it('logs, keeps early reports and hands them to the reporter once installed', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const early = new Error('early');
    reportError(early, { source: 'startup' });
    expect(log).toHaveBeenCalledWith('[startup]', early);
    const reporter = vi.fn();
    setErrorReporter(reporter);
    expect(reporter).toHaveBeenCalledWith(early, { source: 'startup' });
    const late = new Error('late');
    reportError(late);
    expect(reporter).toHaveBeenLastCalledWith(late, undefined);
  });

  it('never throws when the reporter does', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setErrorReporter(() => {
      throw new Error('reporter down');
    });
    expect(() => reportError(new Error('x'))).not.toThrow();
  });
});
