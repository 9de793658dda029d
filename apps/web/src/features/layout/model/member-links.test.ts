import { describe, expect, it } from 'vitest';
import { initialsOf, memberLinks } from './member-links';

describe('memberLinks', () => {
  it('links to My trips and to the membership searches of the products the brand sells', () => {
    expect(memberLinks(['DP', 'H', 'F'])).toEqual([
      { key: 'trips', href: '/trips' },
      { key: 'memSearch', href: '/memSearch' },
      { key: 'hdpMemSearch', href: '/hdpMemSearch' },
    ]);
    expect(memberLinks(['H', 'DP']).map((link) => link.key)).toEqual(['trips', 'hdpMemSearch']);
  });

  it('keeps only My trips on a brand without flights or packages', () => {
    expect(memberLinks(['HGH'])).toEqual([{ key: 'trips', href: '/trips' }]);
  });
});

describe('initialsOf', () => {
  it('takes the first and last words', () => {
    expect(initialsOf('Camille Dubois')).toBe('CD');
    expect(initialsOf('  maría de la  Cruz ')).toBe('MC');
    expect(initialsOf('Élodie')).toBe('É');
  });

  it('gives null without a name', () => {
    expect(initialsOf(null)).toBeNull();
    expect(initialsOf('   ')).toBeNull();
  });
});
