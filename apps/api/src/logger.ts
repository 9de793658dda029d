import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/**
 * A URL as the log keeps it: the path and the parameter names, never their values (issue 15 item 8: query
 * values carry the sign-in token `?a=`, names, e-mail addresses typed into searches).
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const names = [...new URLSearchParams(url.slice(queryStart + 1)).keys()];
  return `${url.slice(0, queryStart)}?${names.map((name) => `${encodeURIComponent(name)}=[Redacted]`).join('&')}`;
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
