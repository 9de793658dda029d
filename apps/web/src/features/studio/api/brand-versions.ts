import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { studioApi } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { draftQueryKey } from './brand-draft';
import { studioHeaders } from './studio-csrf';

/** Studio.ListVersions: every published version, newest first. */
export function listBrandVersions(domain: string, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(studioApi.ListVersions, { params: { domain }, signal });
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

/** Studio.RestoreVersion: publishes a copy of an older version; the draft starts again from it. */
export function useRestoreBrandVersion(domain: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      callEndpoint(studioApi.RestoreVersion, { params: { domain, version }, headers: studioHeaders() }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: draftQueryKey(domain) });
      await queryClient.invalidateQueries({ queryKey: ['studio'] });
    },
  });
}
