import { renderHook } from '@testing-library/react';
import type { Language } from '@wayfare/contract';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '../../../lib/brand-context';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import { useDateWords } from './trip-summary';

const wordsFor = (language: Language, country: string) =>
  renderHook(() => useDateWords(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <BrandProvider brand={{ ...brandConfigFixture(), language, country }}>{children}</BrandProvider>
    ),
  }).result.current;

describe('trip summary dates', () => {
  it("word a day the brand's way: en-IE day-month order as the search form and the trips (was the US order)", () => {
    const words = wordsFor('en', 'IE');
    expect(words('2027-01-25')).toBe('Mon 25 Jan 2027');
    // A flight's ISO date-time counts by its local day.
    expect(words('2027-01-25T23:30:00+01:00')).toBe('Mon 25 Jan 2027');
    expect(wordsFor('fr', 'CH')('2027-01-25')).toBe('lun. 25 janv. 2027');
  });

  it('leave a value that is no date as it is', () => {
    expect(wordsFor('en', 'IE')('soon')).toBe('soon');
  });
});
