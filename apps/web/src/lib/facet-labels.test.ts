import { describe, expect, it } from 'vitest';
import { amenityLabel, characteristicLabel, mealPlanLabel, propertyTypeLabel, readableCode } from './facet-labels';
import type { Translate } from './facet-labels';

/** A translator over a flat key table that answers the default value for a missing key, as i18next does. */
const translator =
  (table: Record<string, string>): Translate =>
  (key, { defaultValue }) =>
    table[key] ?? defaultValue;

const RAW_KEY = /\b[A-Z]{2,}_[A-Z_]+\b/;

describe('facet labels', () => {
  const t = translator({
    'characteristic.SEA_VIEW': 'Vista mare',
    'amenity.WIFI': 'Wi-Fi gratuito',
    'mealPlan.HALF_BOARD': 'Mezza pensione',
    'propertyType.B_AND_B': 'Bed & breakfast',
  });

  it('reads each facet value through its own translation key', () => {
    expect(characteristicLabel(t, 'SEA_VIEW')).toBe('Vista mare');
    expect(amenityLabel(t, 'WIFI')).toBe('Wi-Fi gratuito');
    expect(mealPlanLabel(t, 'HALF_BOARD')).toBe('Mezza pensione');
    expect(propertyTypeLabel(t, 'B_AND_B')).toBe('Bed & breakfast');
    // Keys are per facet: a meal plan code is not looked up among amenities.
    expect(amenityLabel(t, 'HALF_BOARD')).toBe('Half board');
  });

  it('falls back to readable words, never the raw code', () => {
    expect(characteristicLabel(t, 'BEACHFRONT')).toBe('Beachfront');
    expect(amenityLabel(t, 'RECEPTION_24H')).toBe('Reception 24h');
    expect(propertyTypeLabel(t, 'HOLIDAY_HOME')).toBe('Holiday home');
    for (const code of ['SEA_VIEW', 'ALL_INCLUSIVE', 'NEAR_PUBLIC_TRANSPORT', '__X__', '']) {
      expect(characteristicLabel(translator({}), code)).not.toMatch(RAW_KEY);
    }
  });

  it('tidies any code into a sentence-case phrase', () => {
    expect(readableCode('CITY_CENTRE')).toBe('City centre');
    expect(readableCode('  eco-certified ')).toBe('Eco certified');
    expect(readableCode('')).toBe('');
  });
});
