import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brandUrlSchema } from './brand-config';
import {
  collectIndexedQuery,
  earliestTravelDate,
  iataCodeSchema,
  isoDateSchema,
  queryListSchema,
  rangeSchema,
  travelDateSchema,
  uuidSchema,
} from './common';
import { buildPath } from './endpoint';

describe('buildPath', () => {
  it('encodes each parameter', () => {
    expect(buildPath('/api/content/brand-configurations/{domain}', { domain: 'a b/../c?d' })).toBe(
      '/api/content/brand-configurations/a%20b%2F..%2Fc%3Fd',
    );
    expect(buildPath('/i18n/{namespace}/{language}.json', { namespace: 'common', language: 'it' })).toBe(
      '/i18n/common/it.json',
    );
  });

  it('throws on a missing parameter', () => {
    expect(() => buildPath('/i18n/{namespace}/{language}.json', { namespace: 'common' })).toThrow(/language/);
  });
});

describe('brandUrlSchema', () => {
  it.each(['https://cdn.example.com/logo.svg', '/brand-assets/club/logo.svg'])('accepts %s', (url) => {
    expect(brandUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each(['javascript:alert(1)', '//evil.example.com/x.svg', 'http://plain.example.com', 'data:text/html,x', ''])(
    'rejects %s',
    (url) => {
      expect(brandUrlSchema.safeParse(url).success).toBe(false);
    },
  );
});

describe('field formats', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isoDateSchema.safeParse('2026-02-28').success).toBe(true);
    for (const bad of ['2026-02-30', '28/02/2026', '20260228', '2026-2-8']) {
      expect(isoDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('accepts upper-case 3-letter IATA codes only', () => {
    expect(iataCodeSchema.safeParse('FCO').success).toBe(true);
    for (const bad of ['fco', 'FC', 'FCOX', 'F1O']) expect(iataCodeSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('rejects a malformed uuid', () => {
    expect(uuidSchema.safeParse('6f1c7f0e-2b1a-4c55-9d2e-0d1b2c3d4e5f').success).toBe(true);
    expect(uuidSchema.safeParse('not-a-uuid').success).toBe(false);
  });

  it('rejects an inverted range', () => {
    expect(rangeSchema.safeParse({ min: 10, max: 5 }).success).toBe(false);
    expect(rangeSchema.safeParse({ max: 5 }).success).toBe(true);
  });
});

describe('query lists', () => {
  const list = queryListSchema(z.string().regex(/^[a-z]+$/));

  it('parses repeated values, a single value and comma lists alike', () => {
    expect(list.parse(['a', 'b'])).toEqual(['a', 'b']);
    expect(list.parse('a')).toEqual(['a']);
    expect(list.parse('a, b,,c')).toEqual(['a', 'b', 'c']);
  });

  it('rejects empty lists and bad items', () => {
    expect(list.safeParse('').success).toBe(false);
    expect(list.safeParse(['a', 'B']).success).toBe(false);
  });

  it('collects bracket-indexed keys in index order', () => {
    expect(collectIndexedQuery({ 'populate[1]': 'offers', 'populate[0]': 'theme', other: 'x' }, 'populate')).toEqual({
      other: 'x',
      populate: ['theme', 'offers'],
    });
    expect(collectIndexedQuery({ populate: '*' }, 'populate')).toEqual({ populate: '*' });
  });
});

describe('travel dates (issue 15: no search in the past)', () => {
  it('start at today where the day starts last (UTC-12)', () => {
    expect(earliestTravelDate(Date.parse('2030-05-10T11:59:00Z'))).toBe('2030-05-09');
    expect(earliestTravelDate(Date.parse('2030-05-10T12:00:00Z'))).toBe('2030-05-10');
  });

  it('refuse the past and accept today and later', () => {
    const today = earliestTravelDate();
    expect(travelDateSchema.safeParse('2020-01-01').success).toBe(false);
    expect(travelDateSchema.safeParse(today).success).toBe(true);
    expect(travelDateSchema.safeParse('2099-12-31').success).toBe(true);
  });
});
