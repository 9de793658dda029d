import { describe, expect, it, vi } from 'vitest';
import { createMemoryAppRouter, createServerAppRouter } from './router-history';
import type { AppRouterState } from './router-history';

const where = (state: AppRouterState) => `${state.action} ${state.location.pathname}${state.location.search}`;

describe('the app router (declarative mode, what runs beside the routes reads it)', () => {
  it('starts at the URL and tells every subscriber each push and replace, until it unsubscribes', () => {
    const router = createMemoryAppRouter('/H?adults=2');
    expect(where(router.state)).toBe('POP /H?adults=2');
    const tracking = vi.fn((state: AppRouterState) => where(state));
    const signIn = vi.fn();
    const stopTracking = router.subscribe(tracking);
    router.subscribe(signIn);
    router.navigate('/hotel-detail?id=1');
    router.navigate('/hotel-detail?id=2', { replace: true });
    stopTracking();
    router.navigate('/checkout');
    expect(tracking.mock.results.map((result) => result.value as string)).toEqual([
      'PUSH /hotel-detail?id=1',
      'REPLACE /hotel-detail?id=2',
    ]);
    expect(signIn).toHaveBeenCalledTimes(3);
    expect(where(router.state)).toBe('PUSH /checkout');
  });

  it('renders the server page in static mode at the request URL', () => {
    const router = createServerAppRouter('/F?from=LIS#top');
    expect(router.static).toBe(true);
    expect(router.state.location).toMatchObject({ pathname: '/F', search: '?from=LIS', hash: '#top' });
    expect(createMemoryAppRouter('/').static).toBe(false);
  });

  it('goes on from a redirecting address (/search) to its target: no subscriber and no screen sees it', () => {
    const opened = createMemoryAppRouter('/search?destination=rom');
    expect(where(opened.state)).toBe('REPLACE /?destination=rom');
    const router = createMemoryAppRouter('/deals');
    const tracking = vi.fn((state: AppRouterState) => where(state));
    router.subscribe(tracking);
    router.navigate('/search?adults=2');
    expect(tracking.mock.results.map((result) => result.value as string)).toEqual(['REPLACE /?adults=2']);
    expect(where(router.state)).toBe('REPLACE /?adults=2');
  });
});
