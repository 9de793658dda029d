import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

class QueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: Error,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(',')}`, { cause });
  }
}

describe('loggableError', () => {
  it('never keeps the parameters of a failed query', () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = new QueryError('insert into carts (contact) values ($1)', ['anna@example.com', '+39 333'], driver);
    const logged = loggableError(error);
    expect(JSON.stringify(logged)).not.toMatch(/anna@example\.com|\+39 333/);
    expect(logged).toMatchObject({
      message: 'Failed query: insert into carts (contact) values ($1)',
      cause: { code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' },
    });
    expect(String(logged.stack)).toMatch(/^\s+at /);
  });
});
