import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseFlightSearch } from '../model/flight-url';
import type { FlightProduct } from '../model/flight-url';
import { writeFlightView, parseFlightView } from '../model/flight-view-url';
import type { FlightView } from '../model/flight-view';

/**
 * The flight screen's state, read from the URL (style.md §5): the search (spec §3 values) and the view
 * (filters, sort, page). `setView` writes the view back; a page change adds a history entry (back returns to
 * the previous page), filter and sort changes replace the current one.
 */
export function useFlightUrlState(product: FlightProduct) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const search = useMemo(() => parseFlightSearch(new URLSearchParams(query), product), [query, product]);
  const view = useMemo(() => parseFlightView(new URLSearchParams(query)), [query]);
  const setView = useCallback(
    (next: FlightView, options: { push?: boolean } = {}) => {
      setParams((current) => writeFlightView(current, next), { replace: !options.push, preventScrollReset: true });
    },
    [setParams],
  );
  return { search, view, setView, query };
}
