/** Small colour maths for brand colours (#rgb or #rrggbb); no dependency so it can run before antd loads. */
export type Rgb = readonly [number, number, number];

export function parseHex(color: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `weight` of `color` over white (0..1); a light tint for backgrounds. Invalid input is returned unchanged. */
export function tint(color: string, weight: number): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  return toHex(rgb.map((c) => c * weight + 255 * (1 - weight)) as unknown as Rgb);
}
