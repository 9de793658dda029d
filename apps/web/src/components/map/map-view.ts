/** A geographic box in degrees (the shape of the accommodation coordinates facet, spec §3). */
export interface BoundingBox {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** Web Mercator, as tile servers use it: the world is 256 × 2^zoom pixels wide. */
const TILE = 256;
const MAX_LAT = 85.05112878;
export const MIN_ZOOM = 3;
export const MAX_ZOOM = 18;

export interface MapViewport {
  /** Centre in degrees. */
  latitude: number;
  longitude: number;
  /** Fractional zoom level. */
  zoom: number;
  /** Size of the map on screen, in CSS pixels. */
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Degrees to world pixels at a zoom. */
export function toWorld(latitude: number, longitude: number, zoom: number): Point {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((clamp(latitude, -MAX_LAT, MAX_LAT) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** World pixels back to degrees. */
export function fromWorld(point: Point, zoom: number): { latitude: number; longitude: number } {
  const scale = TILE * 2 ** zoom;
  const longitude = (point.x / scale) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * point.y) / scale;
  const latitude = (180 / Math.PI) * Math.atan(0.5 * (Math.exp(n) - Math.exp(-n)));
  return { latitude, longitude };
}

/** Screen position (CSS pixels from the map's top-left corner) of a place. */
export function toScreen(view: MapViewport, latitude: number, longitude: number): Point {
  const centre = toWorld(view.latitude, view.longitude, view.zoom);
  const point = toWorld(latitude, longitude, view.zoom);
  return { x: point.x - centre.x + view.width / 2, y: point.y - centre.y + view.height / 2 };
}

/** The place under a screen position. */
export function fromScreen(view: MapViewport, point: Point) {
  const centre = toWorld(view.latitude, view.longitude, view.zoom);
  return fromWorld({ x: centre.x + point.x - view.width / 2, y: centre.y + point.y - view.height / 2 }, view.zoom);
}

/** The area the map shows (the coordinates facet of "search this area"). */
export function viewportBounds(view: MapViewport): BoundingBox {
  const topLeft = fromScreen(view, { x: 0, y: 0 });
  const bottomRight = fromScreen(view, { x: view.width, y: view.height });
  return { north: topLeft.latitude, south: bottomRight.latitude, east: bottomRight.longitude, west: topLeft.longitude };
}

/** The viewport moved by a drag of (dx, dy) pixels. */
export function panBy(view: MapViewport, dx: number, dy: number): MapViewport {
  const place = fromScreen(view, { x: view.width / 2 - dx, y: view.height / 2 - dy });
  return { ...view, latitude: clamp(place.latitude, -MAX_LAT, MAX_LAT), longitude: place.longitude };
}

/** Zooms by `delta` levels keeping the place under `anchor` (default: the centre) where it is. */
export function zoomAround(view: MapViewport, delta: number, anchor?: Point): MapViewport {
  const zoom = clamp(view.zoom + delta, MIN_ZOOM, MAX_ZOOM);
  if (zoom === view.zoom) return view;
  const at = anchor ?? { x: view.width / 2, y: view.height / 2 };
  const place = fromScreen(view, at);
  const world = toWorld(place.latitude, place.longitude, zoom);
  const centre = fromWorld({ x: world.x - at.x + view.width / 2, y: world.y - at.y + view.height / 2 }, zoom);
  return { ...view, zoom, latitude: centre.latitude, longitude: centre.longitude };
}

/** The viewport that shows a whole area with a margin (pixels) on every side. */
export function fitBounds(box: BoundingBox, width: number, height: number, margin = 32): MapViewport {
  const latitude = (box.north + box.south) / 2;
  const longitude = (box.east + box.west) / 2;
  const a = toWorld(box.north, box.west, 0);
  const b = toWorld(box.south, box.east, 0);
  const spanX = Math.max(1e-9, Math.abs(b.x - a.x));
  const spanY = Math.max(1e-9, Math.abs(b.y - a.y));
  const fit = Math.min(Math.max(1, width - 2 * margin) / spanX, Math.max(1, height - 2 * margin) / spanY);
  const zoom = clamp(Math.log2(fit), MIN_ZOOM, MAX_ZOOM);
  return { latitude, longitude, zoom, width, height };
}

/** Smallest box around places (null for none). */
export function boundsOf(places: readonly { latitude: number; longitude: number }[]): BoundingBox | null {
  if (places.length === 0) return null;
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (const place of places) {
    north = Math.max(north, place.latitude);
    south = Math.min(south, place.latitude);
    east = Math.max(east, place.longitude);
    west = Math.min(west, place.longitude);
  }
  return { north, south, east, west };
}

/** SVG path of polygons given as [longitude, latitude] rings, in screen pixels. */
export function ringsToPath(view: MapViewport, rings: readonly (readonly (readonly [number, number])[])[]): string {
  const centre = toWorld(view.latitude, view.longitude, view.zoom);
  const parts: string[] = [];
  for (const ring of rings) {
    ring.forEach(([longitude, latitude], index) => {
      const point = toWorld(latitude, longitude, view.zoom);
      const x = (point.x - centre.x + view.width / 2).toFixed(1);
      const y = (point.y - centre.y + view.height / 2).toFixed(1);
      parts.push(`${index === 0 ? 'M' : 'L'}${x} ${y}`);
    });
    parts.push('Z');
  }
  return parts.join('');
}

/** Raster tiles (x, y at an integer zoom) covering the viewport, with their screen position. */
export function visibleTiles(
  view: MapViewport,
): { x: number; y: number; z: number; left: number; top: number; size: number }[] {
  const z = Math.round(view.zoom);
  const size = TILE * 2 ** (view.zoom - z);
  const centre = toWorld(view.latitude, view.longitude, view.zoom);
  const originX = centre.x - view.width / 2;
  const originY = centre.y - view.height / 2;
  const count = 2 ** z;
  const tiles = [];
  for (let x = Math.floor(originX / size); x <= Math.floor((originX + view.width) / size); x++) {
    for (
      let y = Math.max(0, Math.floor(originY / size));
      y <= Math.min(count - 1, Math.floor((originY + view.height) / size));
      y++
    ) {
      tiles.push({ x: ((x % count) + count) % count, y, z, left: x * size - originX, top: y * size - originY, size });
    }
  }
  return tiles;
}

/** A tile URL from a brand's template ({z}/{x}/{y}); only https or same-origin templates are used. */
export function tileUrl(template: string, tile: { x: number; y: number; z: number }): string | null {
  if (!/^(https:\/\/|\/(?!\/))/.test(template)) return null;
  return template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}

/**
 * The viewport that opens up a group of places (a marker cluster): it fits them with a margin, and always
 * zooms in at least one level so every click makes progress.
 */
export function zoomInto(view: MapViewport, box: BoundingBox, margin = 48): MapViewport {
  const fitted = fitBounds(box, view.width, view.height, margin);
  return { ...fitted, zoom: clamp(Math.max(fitted.zoom, view.zoom + 1), MIN_ZOOM, MAX_ZOOM) };
}

/** The viewport centred on one place at a zoom (a location map). */
export function centredOn(place: { latitude: number; longitude: number }, zoom: number, width: number, height: number) {
  return { latitude: place.latitude, longitude: place.longitude, zoom: clamp(zoom, MIN_ZOOM, MAX_ZOOM), width, height };
}
