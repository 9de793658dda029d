import { describe, expect, it } from 'vitest';
import { groupDestinations } from './destination-groups';

const rome = { code: 'ROM', name: 'Rome', subtitle: 'Italy', type: 'CITY' };
const fco = { code: 'FCO', name: 'Rome Fiumicino', subtitle: 'Rome, Italy', type: 'AIRPORT' };
const hotel = { code: 'H123', name: 'Hotel Roma', subtitle: 'Rome', type: 'HOTEL' };
const odd = { code: 'XX', name: 'Somewhere', subtitle: '', type: 'REGION' };

describe('groupDestinations', () => {
  it('orders the groups cities, airports, hotels, other, keeping the service order inside each', () => {
    const groups = groupDestinations([hotel, fco, odd, rome], false);
    expect(groups.map((group) => group.id)).toEqual(['CITY', 'AIRPORT', 'HOTEL', 'OTHER']);
    expect(groups[0]!.options[0]!.name).toBe('Rome');
  });

  it('gives a city and its airport with the same code different ids', () => {
    const groups = groupDestinations([rome, { ...fco, code: 'ROM' }], false);
    const ids = groups.flatMap((group) => group.options.map((option) => option.id));
    expect(new Set(ids).size).toBe(2);
  });

  it('puts the brand suggestions in one group and drops empty groups', () => {
    expect(groupDestinations([rome, fco], true).map((group) => group.id)).toEqual(['SUGGESTED']);
    expect(groupDestinations([], true)).toEqual([]);
    expect(groupDestinations([rome], false).map((group) => group.id)).toEqual(['CITY']);
  });
});
