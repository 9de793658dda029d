import { describe, expect, it } from 'vitest';
import {
  MAX_ZOOM,
  boundsOf,
  centredOn,
  fitBounds,
  fromScreen,
  panBy,
  tileUrl,
  toScreen,
  viewportBounds,
  visibleTiles,
  zoomAround,
  zoomInto,
} from './map-view';

const rome = { latitude: 41.9, longitude: 12.5, zoom: 12, width: 800, height: 600 };

describe('map view (Web Mercator)', () => {
  it('puts the centre in the middle and reads it back', () => {
    expect(toScreen(rome, 41.9, 12.5)).toEqual({ x: 400, y: 300 });
    const back = fromScreen(rome, { x: 123, y: 456 });
    const again = toScreen(rome, back.latitude, back.longitude);
    expect(again.x).toBeCloseTo(123, 6);
    expect(again.y).toBeCloseTo(456, 6);
  });

  it('gives the visible box, north above south and west of east', () => {
    const box = viewportBounds(rome);
    expect(box.north).toBeGreaterThan(41.9);
    expect(box.south).toBeLessThan(41.9);
    expect(box.west).toBeLessThan(12.5);
    expect(box.east).toBeGreaterThan(12.5);
  });

  it('pans with the drag and zooms around an anchor', () => {
    const moved = panBy(rome, 100, 0);
    expect(moved.longitude).toBeLessThan(12.5);
    const anchor = { x: 100, y: 100 };
    const place = fromScreen(rome, anchor);
    const zoomed = zoomAround(rome, 1, anchor);
    expect(zoomed.zoom).toBe(13);
    const at = toScreen(zoomed, place.latitude, place.longitude);
    expect(at.x).toBeCloseTo(100, 6);
    expect(at.y).toBeCloseTo(100, 6);
    expect(zoomAround({ ...rome, zoom: 18 }, 1)).toEqual({ ...rome, zoom: 18 });
  });

  it('fits a box of places inside the viewport', () => {
    const box = boundsOf([
      { latitude: 41.8, longitude: 12.3 },
      { latitude: 42.0, longitude: 12.6 },
    ])!;
    const view = fitBounds(box, 800, 600);
    const shown = viewportBounds(view);
    expect(shown.north).toBeGreaterThanOrEqual(42.0);
    expect(shown.south).toBeLessThanOrEqual(41.8);
    expect(shown.west).toBeLessThanOrEqual(12.3);
    expect(shown.east).toBeGreaterThanOrEqual(12.6);
    expect(boundsOf([])).toBeNull();
  });

  it('lists covering tiles and accepts only https or same-origin templates', () => {
    const tiles = visibleTiles(rome);
    expect(tiles.length).toBeGreaterThanOrEqual(12);
    expect(tiles.every((tile) => tile.z === 12)).toBe(true);
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}.png', { x: 1, y: 2, z: 3 })).toBe(
      'https://tiles.example/3/1/2.png',
    );
    expect(tileUrl('/tiles/{z}/{x}/{y}.png', { x: 1, y: 2, z: 3 })).toBe('/tiles/3/1/2.png');
    expect(tileUrl('javascript:alert(1)//{z}', { x: 1, y: 2, z: 3 })).toBeNull();
    expect(tileUrl('//evil.example/{z}', { x: 1, y: 2, z: 3 })).toBeNull();
    expect(tileUrl('http://plain.example/{z}', { x: 1, y: 2, z: 3 })).toBeNull();
  });

  it('zooms into a group of places by at least one level, never past the maximum', () => {
    const box = { north: 41.91, south: 41.89, east: 12.51, west: 12.49 };
    const opened = zoomInto({ ...rome, zoom: 10 }, box);
    expect(opened.zoom).toBeGreaterThan(11);
    const shown = viewportBounds(opened);
    expect(shown.north).toBeGreaterThanOrEqual(41.91);
    expect(shown.west).toBeLessThanOrEqual(12.49);
    // Places farther apart than the view shows still zoom in one step (progress on every click).
    const wide = { north: 50, south: 30, east: 20, west: 0 };
    expect(zoomInto({ ...rome, zoom: 5 }, wide).zoom).toBe(6);
    expect(zoomInto({ ...rome, zoom: MAX_ZOOM }, box).zoom).toBe(MAX_ZOOM);
  });

  it('centres on a place at a clamped zoom', () => {
    expect(centredOn({ latitude: 41.9, longitude: 12.5 }, 30, 400, 300)).toEqual({
      latitude: 41.9,
      longitude: 12.5,
      zoom: MAX_ZOOM,
      width: 400,
      height: 300,
    });
  });
});
