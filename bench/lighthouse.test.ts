import { describe, expect, it } from 'vitest';
import { flightResultsPath, staysResultsPath, withRetries } from './lighthouse.mjs';

describe('staysResultsPath', () => {
  it('searches Rome for 2 adults, 60 to 63 days ahead in the URL date format (spec §3)', () => {
    const now = Date.UTC(2026, 0, 31, 12);
    expect(staysResultsPath(now)).toBe('/H?destination=rom&outboundDate=20260401&returnDate=20260404&adults=2');
  });
});

describe('flightResultsPath', () => {
  it('searches Madrid to Rome for 2 adults, 30 to 37 days ahead in the URL date format (spec §3)', () => {
    const now = Date.UTC(2026, 0, 31, 12);
    expect(flightResultsPath(now)).toBe(
      '/F?departure=MAD&destination=fco&outboundDate=20260302&returnDate=20260309&adults=2',
    );
  });
});

describe('withRetries', () => {
  const failing = (code: string) => Object.assign(new Error(code), { code });

  it("runs again after Lighthouse's transient trace errors", async () => {
    let calls = 0;
    const result = await withRetries(async () => {
      calls += 1;
      if (calls < 3) throw failing('NO_NAVSTART');
      return 'measured';
    });
    expect(result).toBe('measured');
    expect(calls).toBe(3);
  });

  it('gives up after the last try, and at once on other errors', async () => {
    await expect(withRetries(async () => Promise.reject(failing('NO_FCP')), 2)).rejects.toThrow('NO_FCP');
    let calls = 0;
    await expect(
      withRetries(async () => {
        calls += 1;
        throw failing('PROTOCOL_TIMEOUT');
      }),
    ).rejects.toThrow('PROTOCOL_TIMEOUT');
    expect(calls).toBe(1);
  });
});
