import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { studioRoutes } from '@wayfare/contract';
import type { BrandDocument } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { studioHeaders } from './studio-csrf';

export const draftQueryKey = (domain: string) => ['studio', 'draft', domain] as const;

/** Studio.GetDraft: the draft (or the published version) with a preview token. */
export function getBrandDraft(domain: string, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(studioRoutes.GetDraft, { params: { domain }, signal });
}

export function brandDraftQueryOptions(domain: string) {
  return queryOptions({
    queryKey: draftQueryKey(domain),
    queryFn: ({ signal }) => getBrandDraft(domain, { signal }),
    staleTime: Infinity,
  });
}

export function useBrandDraft(domain: string) {
  return useQuery(brandDraftQueryOptions(domain));
}

/** Studio.SaveDraft: validated by the brand schema; a 400 names each bad field. */
export function useSaveBrandDraft(domain: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: BrandDocument) =>
      callEndpoint(studioRoutes.SaveDraft, { params: { domain }, body: { document }, headers: studioHeaders() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['studio', 'brands'] }),
  });
}

/** Studio.DiscardDraft: back to the published version. */
export function useDiscardBrandDraft(domain: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(studioRoutes.DiscardDraft, { params: { domain }, headers: studioHeaders() }),
    onSuccess: (draft) => queryClient.setQueryData(draftQueryKey(domain), draft),
  });
}
