import type { FastifyInstance, FastifyRequest } from 'fastify';

/** spec §6: the browser sends the bearer token from this cookie; the server render does the same. */
const AUTH_TOKEN_COOKIE = 'auth-token';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Responses that may not carry a body (the Fetch API's Response refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * The `fetch` a server render uses (web app/ssr/): the page's own API paths are answered in process by
 * `app.inject` as the visitor's request (same host, cookie, bearer token and client address, so the rate
 * limit and the member prices are the visitor's); absolute URLs (PUBLIC_*_API_URL on another service) go out
 * over the network.
 */
export function injectFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  const token = cookieValue(visitor.headers.cookie, AUTH_TOKEN_COOKIE);
  return async (input, init) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return fetch(input, init);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    if (visitor.headers.host) headers.host = visitor.headers.host;
    if (visitor.headers.cookie) headers.cookie = visitor.headers.cookie;
    if (token && !headers.authorization) headers.authorization = `Bearer ${token}`;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: target,
      headers,
      remoteAddress: visitor.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(key, String(item));
    }
    return new Response(NULL_BODY.has(response.statusCode) ? null : response.rawPayload, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}
