/**
 * The card expiry as people type it (issue 13 §8): "0830", "08/30", "8/30", "08 / 30", "08-30", "08/2030".
 * Pure; returns null for anything else (a month outside 1-12 included), never throws.
 */
export interface CardExpiry {
  month: number;
  /** Four digits (2030). */
  year: number;
}

const SEPARATED = /^(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})$/;
const COMPACT = /^(\d{2})(\d{2})$/;

export function parseExpiry(input: unknown): CardExpiry | null {
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (text.length > 12) return null;
  const match = SEPARATED.exec(text) ?? COMPACT.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const rawYear = match[2]!;
  const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
  if (month < 1 || month > 12 || year < 2000 || year > 2099) return null;
  return { month, year };
}

/** "08/30", the form's own spelling, for showing a parsed expiry back. */
export const formatExpiry = ({ month, year }: CardExpiry) =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** A card is valid through the last day of its expiry month; `today` is YYYY-MM-DD. */
export function isExpired(expiry: CardExpiry, today: string): boolean {
  const thisMonth = today.slice(0, 7);
  return `${expiry.year}-${String(expiry.month).padStart(2, '0')}` < thisMonth;
}
