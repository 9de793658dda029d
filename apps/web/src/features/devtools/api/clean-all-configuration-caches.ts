import { useMutation } from '@tanstack/react-query';
import { contentApi } from '@wayfare/contract';
import { callEndpoint } from '../../../lib/http/call-endpoint';

/** spec §7 CleanAllConfigurationCaches: POST with no payload invalidates every cached brand configuration. */
export function cleanAllConfigurationCaches() {
  return callEndpoint(contentApi.CleanAllConfigurationCaches);
}

export function useCleanAllConfigurationCaches() {
  return useMutation({ mutationFn: cleanAllConfigurationCaches });
}
