import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { RouteMatch } from 'react-router';
import type { RuntimeConfig } from '@wayfare/contract';
import { brandConfigQueryOptions } from '../../features/brand/api/get-brand-config';
import { featureFlagsQueryOptions } from '../../features/feature-flags/api/get-feature-flags';
import { memberProfileQueryOptions } from '../../features/membership/api/get-member-profile';
import type { BrandConfig } from '../../lib/brand-config';
import { getAuthToken } from '../../lib/cookies';
import { initI18n, startupNamespaces } from '../../lib/i18n';
import type { SsoServerAnswer } from '../../lib/sso-status';
import { brandCssRule } from '../../lib/theme';
import { brandSetupQueryKey } from '../use-brand-setup';
import { prefetchRouteData } from './route-data';

export interface StartupData {
  brand: BrandConfig | null;
  i18n: I18n | null;
  /** `:root { --wf-…: … }` for the brand's colours, '' without a brand. */
  brandCss: string;
}

/**
 * The visitor's member profile on a brand with single sign-on (what the header's account corner shows), when no
 * sign-in is under way and the request has an auth-token cookie: the API decides (the token is the bearer of the
 * page's in-process calls); a refused token is an answer (signed out), any other failure leaves the browser to ask.
 */
function prefetchMember(queryClient: QueryClient, brand: BrandConfig, signIn: SsoServerAnswer): Promise<void> {
  const token = brand.brand.hasSSO && signIn.settled ? getAuthToken() : undefined;
  return token ? queryClient.prefetchQuery(memberProfileQueryOptions(token)) : Promise.resolve();
}

/**
 * spec §4 on the server: the brand configuration, then (side by side) its flags, its texts, the member and
 * the matched route's data, each with the same TanStack query options the client uses, so the client finds
 * them in its cache. A brand that fails stays a failed query: the app renders its no-text error page.
 */
export async function loadStartupData(options: {
  queryClient: QueryClient;
  config: RuntimeConfig;
  domain: string;
  url: URL;
  matches: readonly RouteMatch[];
  signIn: SsoServerAnswer;
}): Promise<StartupData> {
  const { queryClient, config } = options;
  await queryClient.prefetchQuery(brandConfigQueryOptions(options.domain));
  const brand = queryClient.getQueryData(brandConfigQueryOptions(options.domain).queryKey) ?? null;
  if (!brand) return { brand: null, i18n: null, brandCss: '' };
  const [i18n] = await Promise.all([
    initI18n({
      translationsUrl: config.translationsUrl,
      translationsKey: config.translationsKey,
      language: brand.language,
      namespaces: startupNamespaces(options.url.pathname),
    }),
    queryClient.prefetchQuery(featureFlagsQueryOptions(brand.domain)),
    prefetchRouteData({ queryClient, brand, url: options.url, matches: options.matches }),
    prefetchMember(queryClient, brand, options.signIn),
  ]);
  queryClient.setQueryData(brandSetupQueryKey(brand.language, config.translationsUrl), i18n);
  return { brand, i18n, brandCss: brandCssRule(brand) };
}
