import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseFlightSearch } from '../model/flight-url';
import type { FlightProduct } from '../model/flight-url';
import { writeFlightView, parseFlightView } from '../model/flight-view-url';
import type { FlightView } from '../model/flight-view';

/**
 * The flight screen's state, read from the URL (style.md §5): the search (spec §3 values) and the view
 * (filters, sort, page). `setView` writes the view back; a page change adds a history entry (back returns to
 * the previous page), filter and sort changes replace the current one. The router applies URL changes in a
 * transition, so the chosen view is also kept locally until the URL has caught up: a ticked box shows at once.
 */
export function useFlightUrlState(product: FlightProduct) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const search = useMemo(() => parseFlightSearch(new URLSearchParams(query), product), [query, product]);
  const parsedView = useMemo(() => parseFlightView(new URLSearchParams(query)), [query]);
  const [optimistic, setOptimistic] = useState<{ view: FlightView; base: string } | null>(null);
  // The URL moved on (to our change or any other): it is the truth again.
  if (optimistic && optimistic.base !== query) setOptimistic(null);
  const view = useMemo(
    () => (optimistic && optimistic.base === query ? { view: optimistic.view, invalid: [] } : parsedView),
    [optimistic, query, parsedView],
  );
  const setView = useCallback(
    (next: FlightView, options: { push?: boolean } = {}) => {
      setOptimistic({ view: next, base: query });
      setParams((current) => writeFlightView(current, next), { replace: !options.push, preventScrollReset: true });
    },
    [setParams, query],
  );
  return { search, view, setView, query };
}
