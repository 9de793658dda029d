import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PREVIEW_REFRESH_MESSAGE } from './studio-preview';

/**
 * In a studio preview frame (`preview` set), refetches a query of the draft whenever the studio (same origin) says
 * the draft changed: the screens re-render with the new theme, texts and flags without a reload (issue 20).
 */
export function usePreviewRefresh(queryKey: QueryKey, preview: string | undefined) {
  const queryClient = useQueryClient();
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (!preview) return undefined;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.data !== PREVIEW_REFRESH_MESSAGE) return;
      void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as QueryKey });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [key, preview, queryClient]);
}
