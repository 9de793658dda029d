import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/** Query parameters that may carry a secret (spec §4: the sign-in token arrives as `?a=`). */
const SECRET_QUERY_KEYS = ['a', 'token', 'access_token'];

/** Replaces secret query values in a logged URL. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const key of SECRET_QUERY_KEYS) {
    if (params.has(key)) {
      params.set(key, '[Redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/** pino through Fastify's logger; authorization headers and tokens never reach the log. */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-events-token"]',
        'req.headers["x-dev-key"]',
        'headers.authorization',
        'body.token',
        'body.password',
        '*.token',
        '*.accessToken',
        '*.password',
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; host?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
