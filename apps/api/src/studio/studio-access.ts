import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { StudioCaller } from './studio-session';
import { requireDomain, requireEditor } from './studio-session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The studio editor the preHandler found (studio routes only). */
    studioCaller?: StudioCaller;
  }
}

/**
 * Runs before the input is parsed, so a caller without a session is 401 and an editor of another domain is 403
 * whatever they sent (never a 400 that tells them about the brand).
 */
export function studioAccess(app: FastifyInstance, write: boolean): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const caller = await requireEditor(app, request, write);
    const domain = (request.params as { domain?: unknown } | undefined)?.domain;
    if (typeof domain === 'string') requireDomain(caller.editor, domain.toLowerCase());
    request.studioCaller = caller;
  };
}

/** The caller the preHandler stored (always set on studio routes). */
export function callerOf(request: FastifyRequest): StudioCaller {
  if (!request.studioCaller) throw new Error('studio route without studioAccess');
  return request.studioCaller;
}
