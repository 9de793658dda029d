import { describe, expect, it } from 'vitest';
import { isoDayOfUrlDate, urlDateOfIsoDay } from './url-dates';

describe('URL dates and ISO days', () => {
  it('converts both ways', () => {
    expect(isoDayOfUrlDate('20261210')).toBe('2026-12-10');
    expect(urlDateOfIsoDay('2026-12-10')).toBe('20261210');
  });

  it('maps anything else to null', () => {
    expect(isoDayOfUrlDate('2026-12-10')).toBeNull();
    expect(isoDayOfUrlDate('x')).toBeNull();
    expect(isoDayOfUrlDate(null)).toBeNull();
    expect(urlDateOfIsoDay('20261210')).toBeNull();
    expect(urlDateOfIsoDay(undefined)).toBeNull();
  });
});
