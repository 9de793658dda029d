import { useMutation, useQueryClient } from '@tanstack/react-query';
import { studioRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { studioHeaders } from './studio-csrf';

/** Studio.CheckDraft: the safety report of the saved draft. */
export function useCheckBrandDraft(domain: string) {
  return useMutation({
    mutationFn: () => callEndpoint(studioRoutes.CheckDraft, { params: { domain }, headers: studioHeaders() }),
  });
}

/** Studio.Publish: a new version; a failing check is a 400 listing each reason. */
export function usePublishBrand(domain: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(studioRoutes.Publish, { params: { domain }, headers: studioHeaders() }),
    // Not the draft: the editor keeps its document (and its message) after publishing.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['studio', 'brands'] });
      await queryClient.invalidateQueries({ queryKey: ['studio', 'versions', domain] });
    },
  });
}
