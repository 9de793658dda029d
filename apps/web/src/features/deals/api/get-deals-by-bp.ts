import { queryOptions, useQueries } from '@tanstack/react-query';
import { dealsRoutes } from '@wayfare/contract';
import type { DealItem } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { mergeDeals } from '../model/merge-deals';

/** spec §7 "GET Deals/GetDealsByBP": the deals of one business profile. */
export function getDealsByBP(businessProfile: string, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(dealsRoutes.GetDealsByBP, { query: { businessProfile }, signal });
}

/** Deals change daily at most: the list is the client state every deals screen shares (spec §2). */
export function dealsQueryOptions(businessProfile: string) {
  return queryOptions({
    queryKey: ['deals', businessProfile],
    queryFn: ({ signal }) => getDealsByBP(businessProfile, { signal }),
    staleTime: 10 * 60_000,
    gcTime: 30 * 60_000,
  });
}

export interface BrandDeals {
  /** Merged and de-duplicated, soonest first; what has arrived so far. */
  deals: DealItem[];
  isPending: boolean;
  /** Every profile failed (a partial answer still shows the deals that came). */
  isError: boolean;
  refetch: () => void;
}

/** The brand's deals: one query per business profile, in parallel, merged (spec §2 "deals list" state). */
export function useBrandDeals(businessProfiles: readonly string[]): BrandDeals {
  return useQueries({
    queries: businessProfiles.map((profile) => dealsQueryOptions(profile)),
    combine: (results) => ({
      deals: mergeDeals(results.map((result) => result.data)),
      isPending: results.some((result) => result.isPending),
      isError: results.length > 0 && results.every((result) => result.isError),
      refetch: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}
