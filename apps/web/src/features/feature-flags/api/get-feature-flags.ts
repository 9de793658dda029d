import { queryOptions, useQuery } from '@tanstack/react-query';
import { featureToggleRoutes } from '@wayfare/contract';
import type { FeatureToggle } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import type { QueryConfig } from '../../../lib/query-client';
import { currentStudioPreview } from '../../../lib/studio-preview';
import { usePreviewRefresh } from '../../../lib/use-preview-refresh';

/** spec §7 FlagProviderList: every flag with its state for the brand domain (the draft's, with a preview token). */
export async function getFeatureFlags({
  domainName,
  preview,
  signal,
}: {
  domainName: string;
  /** The brand studio's preview token (issue 20): the draft's flags instead of the published ones. */
  preview?: string;
  signal?: AbortSignal;
}): Promise<FeatureToggle[]> {
  const body = { domainName, ...(preview && { preview }) };
  const result = await callEndpoint(featureToggleRoutes.FlagProviderList, { body, signal });
  return result.toggles;
}

/** Flags are read once at startup (spec §4); a later change shows on the next page load. */
export function featureFlagsQueryOptions(domainName: string, preview?: string) {
  return queryOptions({
    queryKey: ['feature-flags', domainName],
    queryFn: ({ signal }) => getFeatureFlags({ domainName, preview, signal }),
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
  // In a studio preview frame the flags are the draft's, refetched after each save like its configuration.
  const preview = currentStudioPreview();
  const token = preview?.domain === domainName ? preview.token : undefined;
  usePreviewRefresh(['feature-flags', domainName], token);
  return useQuery({ ...featureFlagsQueryOptions(domainName, token), ...queryConfig });
}
