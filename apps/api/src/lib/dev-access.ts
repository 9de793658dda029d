import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden } from './api-error';

export const DEV_KEY_HEADER = 'x-dev-key';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function isLoopback(address: string): boolean {
  return LOOPBACK.test(address);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Guard for developer tools (design.md security: cache-invalidation calls need the developer key or
 * loopback). Uses the socket address: proxies are not trusted, so a forwarded header cannot fake loopback.
 */
export function requireDevAccess(devKey: string | undefined) {
  return async (request: FastifyRequest) => {
    if (isLoopback(request.ip)) return;
    const given = request.headers[DEV_KEY_HEADER];
    if (devKey && typeof given === 'string' && sameSecret(given, devKey)) return;
    throw forbidden('Developer access needs a loopback client or a valid X-Dev-Key header');
  };
}
