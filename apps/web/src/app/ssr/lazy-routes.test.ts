import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { preloadMatchedRoutes } from './lazy-routes';

function preloadable(name: string, loaded: string[]) {
  return Object.assign(() => null, { preload: vi.fn(() => (loaded.push(name), Promise.resolve())) });
}

describe('preloadMatchedRoutes', () => {
  it('loads the modules of the layout and the screen that match, and no other', async () => {
    const loaded: string[] = [];
    const routes: RouteObject[] = [
      {
        Component: preloadable('layout', loaded),
        children: [
          { path: '/', Component: preloadable('landing', loaded) },
          { path: '/H', Component: preloadable('stays', loaded) },
          // A plain component (the /search redirect) has nothing to load.
          { path: '/search', Component: () => null },
        ],
      },
      { path: '/studio', Component: preloadable('studio', loaded) },
    ];
    await preloadMatchedRoutes(routes, '/H');
    expect(loaded).toEqual(['layout', 'stays']);
    await expect(preloadMatchedRoutes(routes, '/search')).resolves.toBeUndefined();
    expect(loaded).toEqual(['layout', 'stays', 'layout']);
  });
});
