import type { BaggageOption } from '@wayfare/contract';
import type { FacetOption } from '../../../components/results/checkbox-facet';
import type { BaggageChoice } from './flight-view';

export interface FacetCount<T> {
  value: T;
  count: number;
  label?: string;
}

/**
 * Baggage choices with counts from the metadata. The list shows each itinerary once, from its cheapest fare
 * with the chosen bags: ticking the cabin bag keeps the cabin-bag fares (CABIN), ticking the checked bag
 * lists the checked-bag fares (CABIN_CHECKED), so each count is that fare level's count.
 */
export function baggageOptions(counts: readonly FacetCount<BaggageOption>[]): FacetOption<BaggageChoice>[] {
  const countOf = (value: BaggageOption) => counts.find((item) => item.value === value)?.count ?? 0;
  return [
    { value: 'CABIN', count: countOf('CABIN'), label: 'CABIN' },
    { value: 'CHECKED', count: countOf('CABIN_CHECKED'), label: 'CHECKED' },
  ];
}

/** Facet values as options, labelled by the server's label (airline or airport name) or the value itself. */
export function facetOptions<T extends string | number>(counts: readonly FacetCount<T>[]): FacetOption<T>[] {
  return counts.map((item) => ({ value: item.value, count: item.count, label: item.label ?? String(item.value) }));
}

/** A location facet is only worth showing when the search has a choice (e.g. a city with two airports). */
export function hasChoice(counts: readonly unknown[]): boolean {
  return counts.length > 1;
}
