import { describe, expect, it } from 'vitest';
import { summaryParts } from './search-summary';

describe('summaryParts', () => {
  it('joins departure and destination and turns URL dates into ISO days', () => {
    expect(
      summaryParts({
        departureName: 'Dublin',
        destinationName: 'Lisbon',
        outboundDate: '20990510',
        returnDate: '20990517',
        adults: 2,
        childrenAges: [7],
      }),
    ).toEqual({ places: 'Dublin → Lisbon', from: '2099-05-10', to: '2099-05-17', adults: 2, children: 1 });
  });

  it('says nothing for what the search lacks (a stay, a one-way flight, a bad date)', () => {
    expect(
      summaryParts({
        departureName: null,
        destinationName: 'Rome',
        outboundDate: '2099-05-10',
        returnDate: null,
        adults: 1,
        childrenAges: [],
      }),
    ).toEqual({ places: 'Rome', from: null, to: null, adults: 1, children: 0 });
  });
});
