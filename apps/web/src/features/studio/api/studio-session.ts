import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { studioRoutes } from '@wayfare/contract';
import type { StudioSession } from '@wayfare/contract';
import { ApiError } from '../../../lib/http/api-error';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { setStudioCsrf, studioHeaders } from './studio-csrf';

const SESSION_KEY = ['studio', 'session'] as const;

/** Studio.Me: the signed-in editor, or null when signed out (401). */
export async function getStudioSession({ signal }: { signal?: AbortSignal } = {}): Promise<StudioSession | null> {
  try {
    const session = await callEndpoint(studioRoutes.Me, { signal });
    setStudioCsrf(session.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function studioSessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => getStudioSession({ signal }),
    staleTime: Infinity,
  });
}

export function useStudioSession() {
  return useQuery(studioSessionQueryOptions());
}

/** Studio.SignIn: on success the session query holds the editor. */
export function useStudioSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) => callEndpoint(studioRoutes.SignIn, { body }),
    onSuccess: (session) => {
      setStudioCsrf(session.csrfToken);
      queryClient.setQueryData(SESSION_KEY, session);
    },
  });
}

/** Studio.SignOut: every studio query is dropped with the session. */
export function useStudioSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(studioRoutes.SignOut, { headers: studioHeaders() }),
    onSettled: () => {
      setStudioCsrf('');
      queryClient.removeQueries({ queryKey: ['studio'] });
      queryClient.setQueryData(SESSION_KEY, null);
    },
  });
}
