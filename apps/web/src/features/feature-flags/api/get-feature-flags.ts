import { queryOptions, useQuery } from '@tanstack/react-query';
import { featureToggleApi } from '@wayfare/contract';
import type { FeatureToggle } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';

/** spec §7 FlagProviderList: every flag with its state for the brand domain. */
export async function getFeatureFlags({
  domainName,
  signal,
}: {
  domainName: string;
  signal?: AbortSignal;
}): Promise<FeatureToggle[]> {
  const result = await callEndpoint(featureToggleApi.FlagProviderList, { body: { domainName }, signal });
  return result.toggles;
}

/** Flags are read once at startup (spec §4); a later change shows on the next page load. */
export function featureFlagsQueryOptions(domainName: string) {
  return queryOptions({
    queryKey: ['feature-flags', domainName],
    queryFn: ({ signal }) => getFeatureFlags({ domainName, signal }),
    staleTime: Infinity,
  });
}

export function useFeatureFlags({
  domainName,
  queryConfig,
}: {
  domainName: string;
  queryConfig?: QueryConfig<typeof featureFlagsQueryOptions>;
}) {
  return useQuery({ ...featureFlagsQueryOptions(domainName), ...queryConfig });
}
