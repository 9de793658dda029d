import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes, resultsChunks } from '../router';
import type { RouteHandle } from '../router';

const WEB_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

function handles(routes: RouteObject[]): RouteHandle[] {
  return routes.flatMap((route) => [
    ...(route.handle ? [route.handle as RouteHandle] : []),
    ...handles(route.children ?? []),
  ]);
}

// The server links these chunks' CSS and modules into the page (apps/api/src/ssr/ssr-page.ts): a name that is
// not a source file would silently leave a screen unstyled until its scripts ran (a layout shift).
describe('route chunks', () => {
  it('name source files of the web app, the results loaded with their route included', () => {
    const names = handles(appRoutes).flatMap((handle) => [
      ...(handle.chunk ? [handle.chunk] : []),
      ...(handle.loadsWith ?? []),
    ]);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(existsSync(`${WEB_ROOT}${name}`), name).toBe(true);
  });

  it('load the flight results with their date strip, and the stays results or the hotel detail', () => {
    expect(resultsChunks('F')).toContain('src/features/flights/components/date-strip.tsx');
    expect(resultsChunks('H')).toEqual(['src/features/stays/components/stay-results.tsx']);
    expect(resultsChunks('hotelDetail')).toEqual(['src/features/hotel-detail/components/hotel-detail.tsx']);
  });
});
