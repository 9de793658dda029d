import type { DestinationOption } from './destination-options';

/** Group headings of the place list, in this order (the service ranks within a group). */
export const DESTINATION_GROUP_ORDER = ['CITY', 'AIRPORT', 'HOTEL'] as const;

export interface DestinationGroup {
  /** A type of DESTINATION_GROUP_ORDER, `OTHER`, or `SUGGESTED` for the brand's own list before typing. */
  id: string;
  options: (DestinationOption & { id: string })[];
}

/**
 * The place list in groups (cities, airports, hotels, then anything else), each option with an id unique in the
 * list (a city and its airport share a code). The brand's suggestions before typing are one `SUGGESTED` group.
 */
export function groupDestinations(options: readonly DestinationOption[], suggested: boolean): DestinationGroup[] {
  const withIds = options.map((option, index) => ({ ...option, id: `${option.type}:${option.code}:${index}` }));
  if (suggested) return withIds.length > 0 ? [{ id: 'SUGGESTED', options: withIds }] : [];
  const known: readonly string[] = DESTINATION_GROUP_ORDER;
  const groups = [...DESTINATION_GROUP_ORDER, 'OTHER'].map((id) => ({
    id,
    options: withIds.filter((option) => (known.includes(option.type) ? option.type : 'OTHER') === id),
  }));
  return groups.filter((group) => group.options.length > 0);
}
