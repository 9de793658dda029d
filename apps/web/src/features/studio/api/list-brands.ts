import { queryOptions, useQuery } from '@tanstack/react-query';
import { studioApi } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** Studio.ListBrands: the brands the editor may edit. */
export function listStudioBrands({ signal }: { signal?: AbortSignal } = {}) {
  return callEndpoint(studioApi.ListBrands, { signal });
}

export function studioBrandsQueryOptions() {
  return queryOptions({ queryKey: ['studio', 'brands'], queryFn: ({ signal }) => listStudioBrands({ signal }) });
}

export function useStudioBrands() {
  return useQuery(studioBrandsQueryOptions());
}
