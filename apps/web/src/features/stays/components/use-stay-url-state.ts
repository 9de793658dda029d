import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseStaySearch } from '../../../lib/stay-query';
import type { StayProduct } from '../../../lib/stay-query';
import type { StayView } from '../model/stay-view';
import { parseStayView, writeStayView } from '../model/stay-view-url';

/**
 * The results screen's whole state, read from the URL (style.md §5): the search and the view (filters, sort,
 * page). A page change adds a history entry (back returns to the previous page); filter and sort changes
 * replace the current one.
 */
export function useStayUrlState(product: StayProduct) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const search = useMemo(() => parseStaySearch(new URLSearchParams(query), product), [query, product]);
  const view = useMemo(() => parseStayView(new URLSearchParams(query), search.values), [query, search.values]);
  const setView = useCallback(
    (next: StayView, options: { push?: boolean } = {}) => {
      setParams((current) => writeStayView(current, next), { replace: !options.push, preventScrollReset: true });
    },
    [setParams],
  );
  return { search, view, setView, query };
}
