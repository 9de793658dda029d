import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentRoutes } from '@wayfare/contract';
import type { BrandConfigPart, RuntimeConfig } from '@wayfare/contract';
import type { BrandConfig } from '../../../lib/brand-config';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { currentStudioPreview } from '../../../lib/studio-preview';
import type { PreviewTarget } from '../../../lib/studio-preview';
import { usePreviewRefresh } from '../../../lib/use-preview-refresh';
import type { QueryConfig } from '../../../lib/query-client';
import type { BrandConfigFailure } from '../model/normalise-brand-config';

/** spec §7 "Brand configuration": one populate[n] entry per related part. */
export const BRAND_CONFIG_POPULATE = [
  'products',
  'brandDetails',
  'landingContent',
  'theme',
  'promoCampaign',
  'offers',
  'destinationProposals',
  'paymentMethods',
  'paymentProviders',
  'checkoutOptions',
  'footer',
  'tokenAuthentication',
] as const satisfies readonly BrandConfigPart[];

/** A configuration that arrived but cannot be used; carries the normaliser's typed failure. */
export class BrandConfigError extends Error {
  override readonly name = 'BrandConfigError';
  constructor(readonly failure: BrandConfigFailure) {
    super(`${failure.message}${failure.issues.length ? ` (${failure.issues.join('; ')})` : ''}`);
  }
}

/** The studio preview this window shows (issue 20), read once from the frame's name; null outside a preview. */
export function studioPreview(): PreviewTarget | null {
  return currentStudioPreview();
}

/**
 * spec §7: the domain comes from an environment setting, else the current host. A studio preview frame shows the
 * brand its token names.
 */
export function resolveBrandDomain(config: Pick<RuntimeConfig, 'brandDomain'>, hostname = location.hostname): string {
  return studioPreview()?.domain ?? config.brandDomain ?? hostname;
}

/** Fetches and normalises one domain's brand configuration; rejects with ApiError or BrandConfigError. */
export async function getBrandConfig({
  domain,
  preview,
  signal,
}: {
  domain: string;
  /** The brand studio's preview token: the draft instead of the published configuration (issue 20). */
  preview?: string;
  signal?: AbortSignal;
}): Promise<BrandConfig> {
  const raw = await callEndpoint(contentRoutes.GetConfig, {
    params: { domain },
    query: { populate: [...BRAND_CONFIG_POPULATE], ...(preview && { preview }) },
    signal,
  });
  // The normaliser's schemas (zod) load with the call, not with the first screen: a server-rendered page brings
  // its brand in its data and never calls this (issue 16: first-load JS).
  const { normaliseBrandConfig } = await import('../model/normalise-brand-config');
  const result = normaliseBrandConfig(raw);
  if (!result.ok) throw new BrandConfigError(result.failure);
  return result.brand;
}

/** The brand changes only when a partner edits it (and the dev panel then reloads): fetch once per page. */
export function brandConfigQueryOptions(domain: string, preview?: string) {
  return queryOptions({
    queryKey: ['brand-config', domain],
    queryFn: ({ signal }) => getBrandConfig({ domain, preview, signal }),
    staleTime: Infinity,
  });
}

export function useBrandConfig({
  domain,
  queryConfig,
}: {
  domain: string;
  queryConfig?: QueryConfig<typeof brandConfigQueryOptions>;
}) {
  const token = studioPreview()?.token;
  usePreviewRefresh(['brand-config', domain], token);
  return useQuery({ ...brandConfigQueryOptions(domain, token), ...queryConfig });
}
