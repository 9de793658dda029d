import { describe, expect, it } from 'vitest';
import { pageViewRequest } from './page-view';

describe('pageViewRequest', () => {
  it('tracks the path only, as measurement', () => {
    expect(pageViewRequest({ pathname: '/', search: '?destination=rome&a=secret' })).toEqual({
      eventName: 'viewed.page',
      logLevel: 'info',
      category: 'measurement',
      eventProperties: { path: '/' },
    });
  });

  it('names the product from the route or the product query value, and the cart', () => {
    expect(pageViewRequest({ pathname: '/HGH', search: '' }).product).toBe('HGH');
    expect(pageViewRequest({ pathname: '/hotel-detail', search: '?product=dp&cartId=c-1' })).toMatchObject({
      product: 'DP',
      cartId: 'c-1',
    });
    expect(pageViewRequest({ pathname: '/deals', search: '?product=nope' }).product).toBeUndefined();
  });
});
