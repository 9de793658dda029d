import { queryOptions, useQuery } from '@tanstack/react-query';
import { devOutboxRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** Issue 18: the booking emails in the development outbox (GET /api/dev/outbox; absent outside development). */
export function listOutbox({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(devOutboxRoutes.ListOutbox, { signal });
}

export function outboxQueryOptions() {
  return queryOptions({ queryKey: ['devtools', 'outbox'], queryFn: ({ signal }) => listOutbox({ signal }) });
}

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}

/** One outbox email with its bodies. */
export function getOutboxMessage(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(devOutboxRoutes.GetOutboxMessage, { query: { id: String(id) }, signal });
}

export function outboxMessageQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['devtools', 'outbox', id],
    queryFn: ({ signal }) => getOutboxMessage(id, { signal }),
    staleTime: Infinity,
  });
}

export function useOutboxMessage(id: number | null) {
  return useQuery({ ...outboxMessageQueryOptions(id ?? 0), enabled: id !== null });
}
