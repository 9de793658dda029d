import { describe, expect, it } from 'vitest';
import { isConnectionError } from './connection-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionError', () => {
  it('recognises dropped and refused connections, wrapped or not', () => {
    expect(isConnectionError(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
    expect(isConnectionError(withCode('ECONNREFUSED'))).toBe(true);
    expect(isConnectionError(withCode('08006'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(withCode('55000', 'database "w" is not currently accepting connections'))).toBe(true);
    expect(isConnectionError(new Error('Failed query: select 1', { cause: withCode('57P01') }))).toBe(true);
  });

  it('leaves query errors alone', () => {
    expect(isConnectionError(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isConnectionError(withCode('22P05', 'unsupported Unicode escape sequence'))).toBe(false);
    expect(isConnectionError('57P01')).toBe(false);
    expect(isConnectionError(undefined)).toBe(false);
  });
});
