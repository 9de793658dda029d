import type { DestinationItem } from '@wayfare/contract';
import type { BrandConfig } from '../../../lib/brand-config';

/** The autocomplete asks the service from this many typed characters (the endpoint's own minimum). */
export const MIN_TERM_LENGTH = 2;
/** Typing pauses this long before a request goes out. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;
const MAX_OPTIONS = 8;

/** One choice in a destination or departure list. */
export interface DestinationOption {
  /** Destination code as the search sends it (case as given; the URL lower-cases destinations, spec §3). */
  code: string;
  name: string;
  subtitle: string;
  type: string;
}

/** Case- and accent-insensitive comparison form ("Athènes" matches "athenes"). */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function fromDestinationItem(item: DestinationItem): DestinationOption {
  return { code: item.code, name: item.name, subtitle: item.subtitle, type: item.type };
}

/** Every destination the brand itself proposes (all products' proposals, then offer destinations), once each. */
export function brandDestinations(brand: Pick<BrandConfig, 'destinationProposals' | 'offers'>): DestinationOption[] {
  const byCode = new Map<string, DestinationOption>();
  const { DP, H, F } = brand.destinationProposals;
  for (const proposal of [...DP, ...H, ...F]) {
    const key = proposal.code.toLowerCase();
    if (!byCode.has(key)) {
      byCode.set(key, { code: proposal.code, name: proposal.name, subtitle: proposal.subtitle, type: proposal.type });
    }
  }
  for (const destination of brand.offers.destinations) {
    const key = destination.code.toLowerCase();
    if (!byCode.has(key))
      byCode.set(key, { code: destination.code, name: destination.name, subtitle: '', type: 'CITY' });
  }
  return [...byCode.values()];
}

/**
 * The offline stand-in for the autocomplete service: the brand's destinations whose name, subtitle or code
 * contains the term, names starting with it first. An empty term lists them all.
 */
export function filterDestinations(options: readonly DestinationOption[], term: string): DestinationOption[] {
  const folded = foldText(term);
  if (!folded) return options.slice(0, MAX_OPTIONS);
  const scored = options
    .map((option) => {
      const name = foldText(option.name);
      const code = option.code.toLowerCase();
      if (name.startsWith(folded) || code === folded) return { option, score: 0 };
      if (name.includes(folded) || foldText(option.subtitle).includes(folded) || code.includes(folded)) {
        return { option, score: 1 };
      }
      return null;
    })
    .filter((entry) => entry !== null);
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, MAX_OPTIONS)
    .map((entry) => entry.option);
}

/** The label shown for a chosen code: its known name, else the code itself in upper case. */
export function labelForCode(code: string, known: readonly DestinationOption[]): string {
  const match = known.find((option) => option.code.toLowerCase() === code.toLowerCase());
  return match ? match.name : code.toUpperCase();
}

/** Whether a place's label is only its code (labelForCode found no name for it). */
export function isUnnamed(place: { code: string; name: string }): boolean {
  return place.name === place.code.toUpperCase();
}

/** The name the service gives a code: a city first (a city and its airport share codes), else any match. */
export function nameForCode(code: string, options: readonly DestinationOption[]): string | null {
  const matches = options.filter((option) => option.code.toLowerCase() === code.toLowerCase());
  return (matches.find((option) => option.type === 'CITY') ?? matches[0])?.name ?? null;
}
