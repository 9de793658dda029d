/**
 * A tile URL from a brand's raster template ({z}/{x}/{y}); only https or same-origin templates are used (a
 * brand setting must never point the map at `javascript:` or a plain-http host). null: draw the built-in basemap.
 */
export function tileUrl(template: string, tile: { x: number; y: number; z: number }): string | null {
  if (!/^(https:\/\/|\/(?!\/))/.test(template)) return null;
  return template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}
