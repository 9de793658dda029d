/**
 * The search box keeps spec §3 URL dates (YYYYMMDD); the date pickers take ISO days (YYYY-MM-DD). Anything that
 * is not eight digits maps to null, so a hand-edited URL leaves the picker empty instead of breaking it.
 */
export function isoDayOfUrlDate(value: string | null | undefined): string | null {
  const match = value ? /^(\d{4})(\d{2})(\d{2})$/.exec(value) : null;
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

export function urlDateOfIsoDay(value: string | null | undefined): string | null {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value.replaceAll('-', '') : null;
}
