import { describe, expect, it } from 'vitest';
import { staysResultsPath } from './lighthouse.mjs';

describe('staysResultsPath', () => {
  it('searches Rome for 2 adults, 60 to 63 days ahead in the URL date format (spec §3)', () => {
    const now = Date.UTC(2026, 0, 31, 12);
    expect(staysResultsPath(now)).toBe('/H?destination=rom&outboundDate=20260401&returnDate=20260404&adults=2');
  });
});
