import { isoDayOfUrlDate } from './url-dates';

export interface SummaryParts {
  /** "Lisbon" or "Dublin → Lisbon"; empty when no place is chosen yet. */
  places: string;
  /** ISO days for the locale's formatter; null when the search has no dates. */
  from: string | null;
  to: string | null;
  adults: number;
  children: number;
}

/**
 * What the phones' compact search summary says about a search (issue 16 mobile pattern: the results come first,
 * the form opens from "Edit"): the places, the dates as ISO days and the traveller counts.
 */
export function summaryParts(values: {
  departureName: string | null;
  destinationName: string | null;
  outboundDate: string | null;
  returnDate: string | null;
  adults: number;
  childrenAges: readonly unknown[];
}): SummaryParts {
  const places = [values.departureName, values.destinationName].filter((name): name is string => Boolean(name));
  return {
    places: places.join(' → '),
    from: isoDayOfUrlDate(values.outboundDate),
    to: isoDayOfUrlDate(values.returnDate),
    adults: values.adults,
    children: values.childrenAges.length,
  };
}
