import { describe, expect, it } from 'vitest';
import { tokenPayloadFromArgs } from './token-args';

describe('tokenPayloadFromArgs', () => {
  it('builds a single-use expiring payload', () => {
    const payload = tokenPayloadFromArgs(['--user', 'alice', '--domain', 'club.localhost', '--points', '1000'], 100);
    expect(payload).toMatchObject({
      sub: 'alice',
      domain: 'club.localhost',
      points: 1000,
      programme: 'welfare',
      exp: 700,
    });
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokenPayloadFromArgs(['--user', 'alice'], 0).jti).not.toBe(payload.jti);
  });

  it('names the bad option', () => {
    expect(() => tokenPayloadFromArgs([])).toThrow(/--user is required/);
    expect(() => tokenPayloadFromArgs(['--user', 'a', '--points', 'lots'])).toThrow(/--points/);
    expect(() => tokenPayloadFromArgs(['--user', 'a', '--ttl', '0'])).toThrow(/--ttl/);
  });
});
