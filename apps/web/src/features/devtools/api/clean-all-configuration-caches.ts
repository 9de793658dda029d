import { useMutation } from '@tanstack/react-query';
import { contentRoutes } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** spec §7 CleanAllConfigurationCaches: POST with no payload invalidates every cached brand configuration. */
export function cleanAllConfigurationCaches() {
  return callEndpoint(contentRoutes.CleanAllConfigurationCaches);
}

export function useCleanAllConfigurationCaches() {
  return useMutation({ mutationFn: cleanAllConfigurationCaches });
}
