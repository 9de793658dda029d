import type { StayFacets, staySortSchema } from '@wayfare/contract';
import type { z } from 'zod';
import type { RateMealPlan } from '../../inventory/stays/stay-types';
import { failMask, selectedPlans, shownRate } from './stay-facets';
import type { ShownRate } from './stay-facets';
import type { StaySearch, StaySearchItem } from './stay-search';

export type StaySort = z.infer<typeof staySortSchema>;

/** What one request sees of a search: the rate each item shows and which facets each item fails. */
export interface Evaluation {
  plans: readonly RateMealPlan[];
  flexibleOnly: boolean;
  shown: ShownRate[];
  masks: Int32Array;
}

export function evaluate(search: StaySearch, facets: StayFacets): Evaluation {
  const plans = selectedPlans(facets);
  const flexibleOnly = facets['free-cancellation'] === true;
  const shown = search.items.map((item) => shownRate(item, plans, flexibleOnly));
  const masks = new Int32Array(search.items.length);
  search.items.forEach((item, index) => {
    masks[index] = failMask(item, facets, plans, (shown[index] as ShownRate).price);
  });
  return { plans, flexibleOnly, shown, masks };
}

/** Higher is better: well rated, popular, on promotion. */
function recommendation(item: StaySearchItem): number {
  const { stay } = item;
  const rating = stay.rating ? (stay.rating.score / 10) * Math.log10(10 + stay.rating.count) : 0.9;
  return rating * (0.6 + 0.4 * stay.popularity) + (stay.promotion ? 0.15 : 0);
}

const byId = (a: StaySearchItem, b: StaySearchItem) => (a.stay.id < b.stay.id ? -1 : a.stay.id > b.stay.id ? 1 : 0);

/**
 * Item indexes in sort order. Only the sort key follows `ascending`; ties fall back to the
 * recommended order. Memoised per search, so a page request only filters a ready order.
 */
export function sortedIndexes(search: StaySearch, sort: StaySort, evaluation: Evaluation): Int32Array {
  const priceKey = sort.value === 'PRICE' ? `${evaluation.plans.join('+')}|${evaluation.flexibleOnly}` : '';
  const key = `order:${sort.value}:${sort.ascending}:${priceKey}`;
  const memo = search.memo.get(key);
  if (memo) return memo as Int32Array;
  const items = search.items;
  const scores = items.map(recommendation);
  const direction = sort.ascending ? 1 : -1;
  const price = (index: number) => (evaluation.shown[index] as ShownRate).price;
  const primary: Record<StaySort['value'], (a: number, b: number) => number> = {
    RECOMMENDED: (a, b) => {
      const pinned = search.pinnedStayId;
      const pin = (index: number) => ((items[index] as StaySearchItem).stay.id === pinned ? 1 : 0);
      return pin(b) - pin(a) || direction * ((scores[b] as number) - (scores[a] as number));
    },
    PRICE: (a, b) => direction * (price(a) - price(b)),
    STARS: (a, b) => direction * ((items[a] as StaySearchItem).stay.stars - (items[b] as StaySearchItem).stay.stars),
    RATING: (a, b) =>
      direction *
      (((items[a] as StaySearchItem).stay.rating?.score ?? -1) -
        ((items[b] as StaySearchItem).stay.rating?.score ?? -1)),
    DISTANCE: (a, b) =>
      direction *
      ((items[a] as StaySearchItem).stay.distanceFromCentreKm - (items[b] as StaySearchItem).stay.distanceFromCentreKm),
  };
  const compare = primary[sort.value];
  const order = Int32Array.from(items.keys()).sort(
    (a, b) =>
      compare(a, b) ||
      (scores[b] as number) - (scores[a] as number) ||
      byId(items[a] as StaySearchItem, items[b] as StaySearchItem),
  );
  search.memo.set(key, order);
  return order;
}
