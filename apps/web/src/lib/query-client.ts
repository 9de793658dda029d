import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { logApiError } from './http/api-error';

/**
 * One QueryClient per app. No blanket retries: a failed call is shown or handled at once; the flight
 * GENERIC_ERROR retry (spec §4, up to 10) is its own policy in the flights feature. spec §8: failures are logged.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => logApiError(error, query.queryHash) }),
    mutationCache: new MutationCache({ onError: (error) => logApiError(error) }),
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The "one file per endpoint" pattern (style.md, bulletproof-react get-discussions.ts): each api/ file exports
 * a fetcher, `xQueryOptions(args)` built with `queryOptions`, and `useX({ ...args, queryConfig })`. Route loaders
 * prefetch with the same options. `QueryConfig` is what a caller may override (never the key or the fetcher).
 */
export type QueryConfig<T extends (...args: never[]) => object> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

export type ApiFnReturnType<T extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<T>>;

/** Options a caller may pass to a mutation hook built around `T` (its first argument is the variables). */
export type MutationConfig<T extends (...args: never[]) => Promise<unknown>> = UseMutationOptions<
  ApiFnReturnType<T>,
  Error,
  Parameters<T>[0]
>;
