/** Adds or removes one value of a multi-choice facet (checkbox lists); a value is never listed twice. */
export function toggleValue<T>(values: readonly T[], value: T, on: boolean): T[] {
  const rest = values.filter((item) => item !== value);
  return on ? [...rest, value] : rest;
}
