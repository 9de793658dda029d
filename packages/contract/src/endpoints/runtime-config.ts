import { runtimeConfigSchema } from '../runtime-config';
import { defineEndpoint } from '../endpoint';

/** Runtime configuration (design.md "Runtime configuration"); the same JSON is inlined into index.html. */
export const runtimeConfigApi = {
  GetRuntimeConfig: defineEndpoint({
    id: 'RuntimeConfig.GetRuntimeConfig',
    service: 'origin',
    method: 'GET',
    path: '/config.json',
    summary: 'Public runtime configuration of the web app (plain JSON, not enveloped).',
    tag: 'RuntimeConfig',
    result: runtimeConfigSchema,
    raw: true,
  }),
};
