import type { BaggageOption } from '@wayfare/contract';
import type { FacetOption } from '../../../components/results/checkbox-facet';
import type { BaggageChoice } from './flight-view';

export interface FacetCount<T> {
  value: T;
  count: number;
  label?: string;
}

/**
 * Baggage choices with counts from the metadata: ticking one option sends it plus CABIN_CHECKED (spec §5), so
 * its count is what that filter returns: fares with that bag alone plus fares with both.
 */
export function baggageOptions(counts: readonly FacetCount<BaggageOption>[]): FacetOption<BaggageChoice>[] {
  const countOf = (value: BaggageOption) => counts.find((item) => item.value === value)?.count ?? 0;
  const both = countOf('CABIN_CHECKED');
  return (['CABIN', 'CHECKED'] as const).map((value) => ({ value, count: countOf(value) + both, label: value }));
}

/** Facet values as options, labelled by the server's label (airline or airport name) or the value itself. */
export function facetOptions<T extends string | number>(counts: readonly FacetCount<T>[]): FacetOption<T>[] {
  return counts.map((item) => ({ value: item.value, count: item.count, label: item.label ?? String(item.value) }));
}

/** A location facet is only worth showing when the search has a choice (e.g. a city with two airports). */
export function hasChoice(counts: readonly unknown[]): boolean {
  return counts.length > 1;
}
