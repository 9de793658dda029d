import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseStaySearch } from '../../../lib/stay-query';
import type { StayProduct } from '../../../lib/stay-query';
import type { StayView } from '../model/stay-view';
import { parseStayView, writeStayView } from '../model/stay-view-url';

/**
 * The results screen's whole state, read from the URL (style.md §5): the search and the view (filters, sort,
 * page). A page change adds a history entry (back returns to the previous page); filter and sort changes
 * replace the current one. The router applies URL changes in a transition, so the chosen view is kept locally
 * until the URL has caught up (issue 19 item 5: a ticked box shows at once, as on the flight results).
 */
export function useStayUrlState(product: StayProduct) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const search = useMemo(() => parseStaySearch(new URLSearchParams(query), product), [query, product]);
  const parsedView = useMemo(() => parseStayView(new URLSearchParams(query), search.values), [query, search.values]);
  const [optimistic, setOptimistic] = useState<{ view: StayView; base: string } | null>(null);
  // The URL moved on (to our change or any other): it is the truth again.
  if (optimistic && optimistic.base !== query) setOptimistic(null);
  const view = useMemo(
    () => (optimistic && optimistic.base === query ? { ...parsedView, view: optimistic.view } : parsedView),
    [optimistic, query, parsedView],
  );
  const setView = useCallback(
    (next: StayView, options: { push?: boolean } = {}) => {
      setOptimistic({ view: next, base: query });
      setParams((current) => writeStayView(current, next), { replace: !options.push, preventScrollReset: true });
    },
    [setParams, query],
  );
  return { search, view, setView, query };
}
