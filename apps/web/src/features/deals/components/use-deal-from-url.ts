import type { DealItem } from '@wayfare/contract';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useBrand } from '../../../lib/brand-context';
import { useBrandDeals } from '../api/get-deals-by-bp';
import { DEAL_PARAM } from '../model/deal-search';
import { dealProfiles } from '../model/merge-deals';

export type DealLookup =
  | { status: 'loading'; deal: null }
  | { status: 'found'; deal: DealItem }
  /** Unknown or expired deal id. */
  | { status: 'missing'; deal: null }
  /** The deals could not be loaded: the lookup can be tried again. */
  | { status: 'error'; deal: null; retry: () => void };

/** The deal a /deal-search URL names, from the shared deals list (spec §2: the deals list is client state). */
export function useDealFromUrl(): DealLookup {
  const brand = useBrand();
  const [params] = useSearchParams();
  const id = params.get(DEAL_PARAM);
  const profiles = useMemo(
    () => dealProfiles(brand.products, brand.brand.businessProfileId),
    [brand.products, brand.brand.businessProfileId],
  );
  const { deals, isPending, isError, refetch } = useBrandDeals(id ? profiles : []);
  const deal = id ? deals.find((item) => item.id === id) : undefined;
  if (deal) return { status: 'found', deal };
  if (id && isPending) return { status: 'loading', deal: null };
  if (id && isError) return { status: 'error', deal: null, retry: refetch };
  return { status: 'missing', deal: null };
}
