import { isPagePath, PAGE_PATHS } from '@wayfare/contract';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';

describe('page paths (issue 15 item 13)', () => {
  it('are exactly the router’s routes (the studio’s too), so the API answers 404 for every other path', () => {
    const routed = appRoutes
      .flatMap((route) => [route, ...(route.children ?? [])])
      .map((route) => route.path)
      .filter((path) => path && path !== '*');
    expect([...routed].sort()).toEqual([...PAGE_PATHS].sort());
    expect(isPagePath('/checkout/')).toBe(true);
    expect(isPagePath('/nowhere')).toBe(false);
    expect(isPagePath('/studio')).toBe(true);
  });
});
