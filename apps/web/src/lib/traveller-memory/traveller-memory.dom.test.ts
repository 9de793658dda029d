import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetOpenCart, openCartKey, readOpenCart, rememberOpenCart } from './open-cart';
import {
  clearRecentSearches,
  MAX_RECENT,
  parseRecentSearches,
  readRecentSearches,
  recentSearchesKey,
  rememberSearch,
  searchQueryOf,
  stillAhead,
} from './recent-searches';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const query = (destination: string, date = '20310510') => `destination=${destination}&outboundDate=${date}&adults=2`;

describe('recent searches', () => {
  it('keeps the search values of a results URL, without filters, sort or page', () => {
    const params = new URLSearchParams(
      'product=F&departure=MAD&destination=ath&outboundDate=20310510&adults=1&stops=0&page=2',
    );
    expect(searchQueryOf(params)).toBe('departure=MAD&destination=ath&outboundDate=20310510&adults=1');
    expect(searchQueryOf(new URLSearchParams('product=F&departure=MAD'))).toBeNull();
  });

  it('keeps the newest first, per brand, once each, at most five', () => {
    for (const city of ['rom', 'par', 'ath', 'lis', 'ber', 'rom', 'vie'])
      rememberSearch('localhost', 'F', query(city), 1);
    const list = readRecentSearches('localhost');
    expect(list).toHaveLength(MAX_RECENT);
    expect(list.map((item) => new URLSearchParams(item.query).get('destination'))).toEqual([
      'vie',
      'rom',
      'ber',
      'lis',
      'ath',
    ]);
    expect(readRecentSearches('club.localhost')).toEqual([]);
    rememberSearch('localhost', 'H', query('vie'), 2);
    expect(readRecentSearches('localhost')[0]).toMatchObject({ product: 'H' });
  });

  it('clears, and forgets searches whose day has passed', () => {
    rememberSearch('localhost', 'F', query('rom', '20200101'));
    rememberSearch('localhost', 'F', query('par', '20310101'));
    expect(stillAhead(readRecentSearches('localhost'), '2030-06-01').map((item) => item.query)).toEqual([
      query('par', '20310101'),
    ]);
    clearRecentSearches('localhost');
    expect(readRecentSearches('localhost')).toEqual([]);
  });

  it('survives corrupt storage and storage that throws', () => {
    localStorage.setItem(recentSearchesKey('localhost'), '{not json');
    expect(readRecentSearches('localhost')).toEqual([]);
    expect(
      parseRecentSearches('[{"product":"X","query":"a","savedAt":1},{"product":"F","query":"q","savedAt":2},7]'),
    ).toEqual([{ product: 'F', query: 'q', savedAt: 2 }]);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const store = vi.spyOn(window, 'localStorage', 'get').mockReturnValue(full);
    expect(() => rememberSearch('localhost', 'F', query('rom'))).not.toThrow();
    store.mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readRecentSearches('localhost')).toEqual([]);
    expect(() => clearRecentSearches('localhost')).not.toThrow();
    expect(readOpenCart('localhost')).toBeNull();
  });
});

describe('the open cart', () => {
  const cart = {
    cartId: 'cart-ABC123',
    requestUuid: '4f3c2a1e-5b6d-4c7e-8f9a-0b1c2d3e4f5a',
    productType: 'F' as const,
    step: 2,
  };

  it('is remembered per brand until forgotten, and a corrupt one is no cart', () => {
    rememberOpenCart('localhost', cart);
    expect(readOpenCart('localhost')).toEqual(cart);
    expect(readOpenCart('club.localhost')).toBeNull();
    forgetOpenCart('localhost');
    expect(readOpenCart('localhost')).toBeNull();
    localStorage.setItem(openCartKey('localhost'), JSON.stringify({ ...cart, step: 'two' }));
    expect(readOpenCart('localhost')).toBeNull();
  });
});
