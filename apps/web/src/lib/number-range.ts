/** An open or closed range of whole numbers (a price filter): either side may be missing. */
export interface NumberRange {
  min?: number;
  max?: number;
}

/** `min-max` with either side optional (`-500`, `100-`); min must not exceed max. Anything else is null. */
export function parseNumberRange(raw: string): NumberRange | null {
  const match = /^(\d{0,7})-(\d{0,7})$/.exec(raw);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const range: NumberRange = {};
  if (match[1]) range.min = Number(match[1]);
  if (match[2]) range.max = Number(match[2]);
  return range.min !== undefined && range.max !== undefined && range.min > range.max ? null : range;
}

/** The URL form of a range (`100-`, `-500`, `100-500`); null when neither side is set. */
export function formatNumberRange(range: NumberRange | null): string | null {
  return range && (range.min !== undefined || range.max !== undefined) ? `${range.min ?? ''}-${range.max ?? ''}` : null;
}

/** A slider's [min, max] as a filter: a side at its bound is left open, and the full span is no filter at all. */
export function rangeFilter([min, max]: [number, number], lowest: number, highest: number): NumberRange | null {
  if (min <= lowest && max >= highest) return null;
  return { ...(min > lowest ? { min } : {}), ...(max < highest ? { max } : {}) };
}

/** A filter as a slider's [min, max], clamped to the slider's bounds (an open side sits at its bound). */
export function rangeValue(range: NumberRange | null, lowest: number, highest: number): [number, number] {
  return [Math.max(lowest, range?.min ?? lowest), Math.min(highest, range?.max ?? highest)];
}
