import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** Studio.ListBrands: the brands the editor may edit. */
export function listStudioBrands({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(studioRoutes.ListBrands, { signal });
}

export function studioBrandsQueryOptions() {
  return queryOptions({ queryKey: ['studio', 'brands'], queryFn: ({ signal }) => listStudioBrands({ signal }) });
}

export function useStudioBrands() {
  return useQuery(studioBrandsQueryOptions());
}
