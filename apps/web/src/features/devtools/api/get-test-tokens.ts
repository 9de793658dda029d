import { queryOptions, useQuery } from '@tanstack/react-query';
import { tokenAuthRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** spec §2 developer panel: the four fixed test tokens (GET /api/dev/test-tokens; absent in production). */
export function getTestTokens({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(tokenAuthRoutes.TestTokens, { signal });
}

export function testTokensQueryOptions() {
  return queryOptions({
    queryKey: ['devtools', 'test-tokens'],
    queryFn: ({ signal }) => getTestTokens({ signal }),
    staleTime: Infinity,
  });
}

export function useTestTokens({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...testTokensQueryOptions(), enabled });
}
