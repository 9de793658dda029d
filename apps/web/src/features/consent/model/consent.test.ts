import { describe, expect, it } from 'vitest';
import { parseAcceptance } from '../../../lib/consent-store';
import {
  acceptanceCookieValue,
  categoriesFor,
  initialSelection,
  legacyCookieValue,
  OPTIONAL_CATEGORIES,
  toggleCategory,
} from './consent';

describe('consent choices (spec §4, §5)', () => {
  it('accept all stores every category', () => {
    expect(categoriesFor({ kind: 'acceptAll' })).toEqual(['technical', 'measurement']);
  });

  it('reject all stores only technical', () => {
    expect(categoriesFor({ kind: 'rejectAll' })).toEqual(['technical']);
  });

  it('save stores the chosen ones with technical always kept', () => {
    expect(categoriesFor({ kind: 'save', selected: [] })).toEqual(['technical']);
    expect(categoriesFor({ kind: 'save', selected: ['measurement'] })).toEqual(['technical', 'measurement']);
    expect(categoriesFor({ kind: 'save', selected: ['measurement', 'technical', 'measurement'] })).toEqual([
      'technical',
      'measurement',
    ]);
  });

  it('writes a comma-separated list that parses back to the same choice', () => {
    for (const choice of [{ kind: 'acceptAll' }, { kind: 'rejectAll' }] as const) {
      const categories = categoriesFor(choice);
      expect(parseAcceptance(acceptanceCookieValue(categories))).toEqual(categories);
    }
    expect(acceptanceCookieValue(['technical', 'measurement'])).toBe('technical,measurement');
  });

  it('writes the legacy value with event id 5 (spec §9)', () => {
    expect(legacyCookieValue(['technical'])).toBe('5:technical');
    expect(legacyCookieValue(['technical', 'measurement'])).toBe('5:technical,measurement');
  });

  it('starts the modal from the stored choice, else technical only', () => {
    expect(initialSelection(null)).toEqual(['technical']);
    expect(initialSelection(['technical', 'measurement'])).toEqual(['technical', 'measurement']);
  });

  it('never lets technical be switched off', () => {
    expect(toggleCategory(['technical'], 'technical', false)).toEqual(['technical']);
    expect(toggleCategory(['technical'], 'measurement', true)).toEqual(['technical', 'measurement']);
    expect(toggleCategory(['technical', 'measurement'], 'measurement', false)).toEqual(['technical']);
    expect(OPTIONAL_CATEGORIES).toEqual(['measurement']);
  });
});
