import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { studioRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { studioHeaders } from './studio-csrf';

/** Studio.ListVersions: every published version, newest first. */
export function listBrandVersions(domain: string, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(studioRoutes.ListVersions, { params: { domain }, signal });
}

export function brandVersionsQueryOptions(domain: string) {
  return queryOptions({
    queryKey: ['studio', 'versions', domain],
    queryFn: ({ signal }) => listBrandVersions(domain, { signal }),
  });
}

export function useBrandVersions(domain: string) {
  return useQuery(brandVersionsQueryOptions(domain));
}

/** Studio.RestoreVersion: publishes a copy of an older version; the caller then reloads the draft. */
export function useRestoreBrandVersion(domain: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      callEndpoint(studioRoutes.RestoreVersion, { params: { domain, version }, headers: studioHeaders() }),
    // The caller reloads the draft (remounting the editor): its own callback must run before that.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['studio', 'brands'] });
      await queryClient.invalidateQueries({ queryKey: ['studio', 'versions', domain] });
    },
  });
}
