import { useMutation } from '@tanstack/react-query';
import { contentRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** spec §7 RemoveConfig: DELETE brand-configurations/{domain} invalidates that domain's cached configuration. */
export function invalidateBrandConfig(domain: string) {
  return callEndpoint(contentRoutes.RemoveConfig, { params: { domain } });
}

export function useInvalidateBrandConfig() {
  return useMutation({ mutationFn: invalidateBrandConfig });
}
