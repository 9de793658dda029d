/** A page number, or a gap ("…") between the numbers shown. */
export type PageSlot = number | 'gap';

/**
 * The pages a pagination shows: the first, the last and `around` pages either side of the current one, with a gap
 * where numbers are left out (a gap of one page shows that page instead). Out-of-range input is clamped.
 */
export function pageSlots(current: number, pageCount: number, around = 1): PageSlot[] {
  const count = Math.max(1, Math.floor(pageCount));
  const page = Math.min(Math.max(1, Math.floor(current) || 1), count);
  const shown = new Set<number>([1, count]);
  for (let index = page - around; index <= page + around; index += 1) {
    if (index >= 1 && index <= count) shown.add(index);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  let previous = 0;
  for (const value of sorted) {
    if (value - previous === 2) slots.push(value - 1);
    else if (value - previous > 2) slots.push('gap');
    slots.push(value);
    previous = value;
  }
  return slots;
}
