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

/** Headers a reverse proxy adds: a request carrying any of them came through one. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/** True when the request reached us through a proxy (forwarding headers, or TRUST_PROXY resolved another client). */
export function cameThroughProxy(request: FastifyRequest): boolean {
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return true;
  return request.ip !== request.socket.remoteAddress;
}

/**
 * Guard for developer tools (design.md security: cache-invalidation calls need the developer key).
 * A loopback client goes without the key only in development and only when it connected directly:
 * behind a same-host reverse proxy every request is loopback, so a proxied request always needs the key
 * (issue 17). The socket address is used, never a forwarded one.
 */
export function requireDevAccess(devKey: string | undefined, environment: string) {
  const loopbackAllowed = environment === 'development';
  return async (request: FastifyRequest) => {
    const direct = !cameThroughProxy(request);
    if (loopbackAllowed && direct && isLoopback(request.socket.remoteAddress ?? '')) return;
    const given = request.headers[DEV_KEY_HEADER];
    if (devKey && typeof given === 'string' && sameSecret(given, devKey)) return;
    throw forbidden(
      loopbackAllowed
        ? 'Developer access needs a valid X-Dev-Key header (or a direct loopback client in development)'
        : 'Developer access needs a valid X-Dev-Key header',
    );
  };
}
