import { describe, expect, it } from 'vitest';
import { brandConfigFixture } from '../../../test/brand-fixtures';
import {
  brandDestinations,
  filterDestinations,
  foldText,
  isUnnamed,
  labelForCode,
  nameForCode,
} from './destination-options';

const proposal = (code: string, name: string, subtitle: string) => ({
  id: `p-${code}`,
  code,
  name,
  subtitle,
  type: 'CITY',
  title: name,
  imageUrl: `/img/${code}.svg`,
});

const brand = brandConfigFixture({
  destinationProposals: {
    DP: [proposal('ATH', 'Athènes', 'Grèce'), proposal('VIE', 'Vienne', 'Autriche')],
    H: [proposal('ath', 'Athènes', 'Grèce'), proposal('PRG', 'Prague', 'Tchéquie')],
    F: [],
  },
  offers: { isClub: true, deals: [], destinations: [{ code: 'MAD', name: 'Madrid', imageUrl: '/img/mad.svg' }] },
});

describe('destination fallback', () => {
  it('lists each brand destination once, proposals first', () => {
    expect(brandDestinations(brand).map((option) => option.code)).toEqual(['ATH', 'VIE', 'PRG', 'MAD']);
  });

  it('matches accent- and case-insensitively, name prefixes first', () => {
    const options = brandDestinations(brand);
    expect(filterDestinations(options, 'athe').map((option) => option.code)).toEqual(['ATH']);
    expect(filterDestinations(options, 'GRECE').map((option) => option.code)).toEqual(['ATH']);
    expect(filterDestinations(options, 'a').map((option) => option.code)).toEqual(['ATH', 'VIE', 'PRG', 'MAD']);
    expect(filterDestinations(options, 'prg').map((option) => option.code)).toEqual(['PRG']);
    expect(filterDestinations(options, 'zzz')).toEqual([]);
    expect(filterDestinations(options, '  ')).toHaveLength(4);
  });

  it('labels a code by its known name, else the code', () => {
    const options = brandDestinations(brand);
    expect(labelForCode('vie', options)).toBe('Vienne');
    expect(labelForCode('osl', options)).toBe('OSL');
    expect(foldText(' Île ')).toBe('ile');
  });
});

describe('naming a code from the URL', () => {
  const options = [
    { code: 'FCO', name: 'Rome Fiumicino', subtitle: 'Rome, Italy', type: 'AIRPORT' as const },
    { code: 'ROM', name: 'Rome', subtitle: 'Italy', type: 'CITY' as const },
    { code: 'rom', name: 'Rome (all airports)', subtitle: 'Italy', type: 'AIRPORT' as const },
  ];

  it('knows a label that is only the code', () => {
    expect(isUnnamed({ code: 'rom', name: 'ROM' })).toBe(true);
    expect(isUnnamed({ code: 'rom', name: 'Rome' })).toBe(false);
  });

  it("takes the city's name for a shared code, any match otherwise, and nothing for an unknown code", () => {
    expect(nameForCode('rom', options)).toBe('Rome');
    expect(nameForCode('fco', options)).toBe('Rome Fiumicino');
    expect(nameForCode('xyz', options)).toBeNull();
  });
});
